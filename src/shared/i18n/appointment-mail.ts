import { bilingual } from "./bilingual";

// The visitor's mail about an appointment, in the language of the page they booked from.
export const appointmentWording = bilingual({
  en: {
    receivedSubject: "We received your appointment request",
    receivedIntro:
      "Thank you for booking with us. We will confirm the time by email, usually within one business day. If you did not book it, please ignore this email.",
    confirmed: {
      subject: "Your appointment is confirmed",
      intro:
        "We look forward to speaking with you. The calendar file attached adds the appointment to your calendar.",
    },
    cancelled: {
      subject: "Your appointment is cancelled",
      intro:
        "We had to cancel this appointment. Please book another time on our website or call us. The calendar file attached removes it from your calendar.",
    },
    moved: {
      subject: "Your appointment has a new time",
      intro:
        "We have moved your appointment to the time below. The calendar file attached updates it in your calendar. If the new time does not suit you, please reply to this email or call us.",
    },
    eventTitle: {
      visit: (company: string) => `Visit to ${company}`,
      call: (company: string) => `Call with ${company}`,
    },
    labels: { kind: "Appointment", when: "Date and time", company: "Company", phone: "Phone" },
    kinds: { visit: "Visit to our factory", call: "Phone call" },
  },
  ar: {
    receivedSubject: "تلقينا طلب موعدك",
    receivedIntro:
      "شكراً لحجزك معنا. سنؤكد الموعد بالبريد الإلكتروني، عادةً خلال يوم عمل واحد. إن لم تحجزه أنت، فتجاهل هذه الرسالة.",
    confirmed: {
      subject: "تم تأكيد موعدك",
      intro: "نتطلع إلى التحدث معك. يضيف ملف التقويم المرفق الموعد إلى تقويمك.",
    },
    cancelled: {
      subject: "تم إلغاء موعدك",
      intro:
        "اضطررنا إلى إلغاء هذا الموعد. يرجى حجز وقت آخر من موقعنا أو الاتصال بنا. يزيل ملف التقويم المرفق الموعد من تقويمك.",
    },
    moved: {
      subject: "تم تغيير وقت موعدك",
      intro:
        "نقلنا موعدك إلى الوقت المبيّن أدناه. يحدّث ملف التقويم المرفق الموعد في تقويمك. إذا لم يناسبك الوقت الجديد، يرجى الرد على هذه الرسالة أو الاتصال بنا.",
    },
    eventTitle: {
      visit: (company: string) => `زيارة إلى ${company}`,
      call: (company: string) => `مكالمة مع ${company}`,
    },
    labels: { kind: "الموعد", when: "التاريخ والوقت", company: "الشركة", phone: "الهاتف" },
    kinds: { visit: "زيارة إلى مصنعنا", call: "مكالمة هاتفية" },
  },
});
