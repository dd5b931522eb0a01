import type { Lang } from "#shared/i18n/index.ts";

// The visitor confirmation's words; the owner alert is always English (the admin is English).
export const wording = {
  en: {
    inquirySubject: (product: string) => `We received your inquiry about ${product}`,
    contactSubject: "We received your message",
    greeting: (name: string) => `Hello ${name},`,
    inquiryIntro:
      "Thank you for your inquiry. Our sales team will answer within one business day. This is what you sent:",
    contactIntro:
      "Thank you for your message. Our sales team will answer within one business day. This is what you sent:",
    contactLine: "Questions in the meantime? Call us on",
    chat: "Chat with us",
    labels: {
      product: "Product",
      businessType: "Business type",
      quantity: "Quantity",
      needByDate: "Needed by",
      phone: "Phone",
      notes: "Notes",
      message: "Message",
    },
  },
  ar: {
    inquirySubject: (product: string) => `تلقينا استفسارك عن ${product}`,
    contactSubject: "تلقينا رسالتك",
    greeting: (name: string) => `مرحباً ${name}،`,
    inquiryIntro: "شكراً لاستفسارك. سيرد فريق المبيعات خلال يوم عمل واحد. هذا ما أرسلته:",
    contactIntro: "شكراً لرسالتك. سيرد فريق المبيعات خلال يوم عمل واحد. هذا ما أرسلته:",
    contactLine: "لديك سؤال؟ اتصل بنا على",
    chat: "تحدث معنا",
    labels: {
      product: "المنتج",
      businessType: "نوع النشاط",
      quantity: "الكمية",
      needByDate: "مطلوب بحلول",
      phone: "الهاتف",
      notes: "ملاحظات",
      message: "الرسالة",
    },
  },
} satisfies Record<Lang, unknown>;
