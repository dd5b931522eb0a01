import { bilingual } from "./bilingual";

// The buyer's reminder before a quote lapses, in the quote's language (docs/decisions/164). The owner's alert and
// morning digest are in English, like the admin and the other owner alerts (see mail.ts).
export const quoteReminderWording = bilingual({
  en: {
    subject: (n: string, date: string) => `Your quote ${n} is valid until ${date}`,
    intro: (n: string, date: string) =>
      `A reminder: our quote ${n} is valid until ${date}. If it suits you, accept it before then; if something should change, reply to this email or call us.`,
  },
  ar: {
    subject: (n: string, date: string) => `عرض السعر ${n} صالح حتى ${date}`,
    intro: (n: string, date: string) =>
      `للتذكير: عرض السعر ${n} صالح حتى ${date}. إن كان مناسباً لك فاقبله قبل ذلك، وإن أردت تغيير شيء فرد على هذه الرسالة أو اتصل بنا.`,
  },
});

export const followUpOwnerWording = {
  unviewedSubject: (n: string, buyer: string) => `Quote ${n} not opened yet by ${buyer}`,
  unviewedIntro: (n: string, buyer: string, days: number) =>
    `${buyer} has not opened quote ${n} in the ${days} ${days === 1 ? "day" : "days"} since it was sent. A call may help: the mail may have gone to spam.`,
  digestSubject: (day: string) => `Your follow-ups for ${day}`,
  digestIntro: (parts: string[]) => `Good morning. Today: ${parts.join(", ")}.`,
  newLeads: (n: number) => `${n} new ${n === 1 ? "lead" : "leads"}`,
  due: (n: number) => `${n} ${n === 1 ? "follow-up" : "follow-ups"} due`,
  lapsing: (n: number) => `${n} ${n === 1 ? "quote lapses" : "quotes lapse"} this week`,
  more: (n: number) => `and ${n} more`,
  inquiryDue: (name: string, product: string, lines: number) =>
    `Inquiry from ${name}: ${lines > 1 ? `${lines} products` : product}`,
  quoteDue: (n: string, buyer: string, on: string) => `Quote ${n} for ${buyer} (follow up on ${on})`,
  quoteLapsing: (n: string, buyer: string, until: string) => `Quote ${n} for ${buyer}, valid until ${until}`,
  leadKinds: {
    inquiry: "Inquiry",
    request: "Quote request",
    message: "Message",
    sample: "Sample request",
    visit: "Visit booked",
    call: "Call booked",
  },
  labels: {
    leads: "New leads",
    due: "Follow up today",
    lapsing: "Lapsing this week",
    buyer: "Buyer",
    sent: "Sent",
    validUntil: "Valid until",
  },
};
