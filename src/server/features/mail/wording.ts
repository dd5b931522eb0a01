import type { Lang } from "#shared/i18n/index.ts";

// The visitor confirmation's words; the owner alert is always English (the admin is English).
export const wording = {
  en: {
    inquirySubject: (product: string) => `We received your inquiry about ${product}`,
    contactSubject: "We received your message",
    greeting: "Hello,",
    inquiryIntro:
      "Thank you for your inquiry. Our sales team will answer within one business day. If you did not send it, please ignore this email.",
    contactIntro:
      "Thank you for your message. Our sales team will answer within one business day. If you did not write to us, please ignore this email.",
    contactLine: "Questions in the meantime? Call us on",
    chat: "Chat with us",
    labels: {
      product: "Product",
      businessType: "Business type",
      quantity: "Quantity",
      needByDate: "Needed by",
      phone: "Phone",
      notes: "Notes",
    },
  },
  ar: {
    inquirySubject: (product: string) => `تلقينا استفسارك عن ${product}`,
    contactSubject: "تلقينا رسالتك",
    greeting: "مرحباً،",
    inquiryIntro:
      "شكراً لاستفسارك. سيرد فريق المبيعات خلال يوم عمل واحد. إن لم ترسله أنت، فتجاهل هذه الرسالة.",
    contactIntro:
      "شكراً لرسالتك. سيرد فريق المبيعات خلال يوم عمل واحد. إن لم تراسلنا أنت، فتجاهل هذه الرسالة.",
    contactLine: "لديك سؤال؟ اتصل بنا على",
    chat: "تحدث معنا",
    labels: {
      product: "المنتج",
      businessType: "نوع النشاط",
      quantity: "الكمية",
      needByDate: "مطلوب بحلول",
      phone: "الهاتف",
      notes: "ملاحظات",
    },
  },
} satisfies Record<Lang, unknown>;
