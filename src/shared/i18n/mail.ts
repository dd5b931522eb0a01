import { bilingual } from "./bilingual";

// The words of the mails the server sends a visitor, in the visitor's language (the owner's alerts are English,
// like the admin). The site's own messages are en.ts and ar.ts; the server pages' words are pages.ts.

// The confirmation of a message or an inquiry; its greeting, contact line and labels serve the other mails too.
export const mailWording = bilingual({
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
});

// The subscriber's mail; the subscribe, confirm and unsubscribe pages use en.ts and ar.ts.
export const newsletterWording = bilingual({
  en: {
    confirmSubject: "Please confirm your subscription",
    confirmBody:
      "Thank you for subscribing to our newsletter. Please confirm your address with the link below. If you did not ask for this, ignore this email and you will hear nothing more from us.",
    confirmLink: "Confirm my subscription",
    footer: "You receive this email because this address subscribed to our newsletter.",
    unsubscribe: "Unsubscribe",
  },
  ar: {
    confirmSubject: "يرجى تأكيد اشتراكك",
    confirmBody:
      "شكراً لاشتراكك في نشرتنا الإخبارية. يرجى تأكيد عنوان بريدك من الرابط أدناه. إن لم تطلب ذلك، فتجاهل هذه الرسالة ولن تصلك منا رسائل أخرى.",
    confirmLink: "تأكيد اشتراكي",
    footer: "تصلك هذه الرسالة لأن هذا العنوان مشترك في نشرتنا الإخبارية.",
    unsubscribe: "إلغاء الاشتراك",
  },
});

// The buyer's quote (docs/decisions/160).
export const quoteMailWording = bilingual({
  en: {
    subject: (n: string) => `Your quote ${n}`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (valid: string) => `Thank you for your request. Here is our offer, valid until ${valid}:`,
    revisedIntro: (rev: number, valid: string) =>
      `Here is revision ${rev} of our offer. It replaces the earlier revision, which can no longer be accepted, and is valid until ${valid}:`,
    total: "Total",
    open: "Open your quote to accept or decline it",
    contactLine: "Questions? Call us on",
    chat: "Chat with us",
    acceptedSubject: (n: string) => `You accepted quote ${n}`,
    acceptedIntro: (n: string) =>
      `Thank you for accepting quote ${n}. The accepted copy is attached for your records; we will be in touch to arrange delivery.`,
    acceptedBy: "Accepted by",
    po: "Purchase order",
  },
  ar: {
    subject: (n: string) => `عرض السعر ${n}`,
    greeting: (name: string) => `مرحباً ${name}،`,
    intro: (valid: string) => `شكراً لطلبك. هذا عرضنا، وهو صالح حتى ${valid}:`,
    revisedIntro: (rev: number, valid: string) =>
      `هذه المراجعة ${rev} من عرضنا. وهي تحل محل المراجعة السابقة التي لم يعد ممكناً قبولها، وصالحة حتى ${valid}:`,
    total: "الإجمالي",
    open: "افتح عرض السعر لقبوله أو رفضه",
    contactLine: "لديك سؤال؟ اتصل بنا على",
    chat: "تحدث معنا",
    acceptedSubject: (n: string) => `قبلت عرض السعر ${n}`,
    acceptedIntro: (n: string) =>
      `شكراً لقبولك عرض السعر ${n}. مرفق النسخة المقبولة لسجلاتك، وسنتواصل معك لترتيب التسليم.`,
    acceptedBy: "قبله",
    po: "أمر الشراء",
  },
});

// The confirmation of a quote list (docs/decisions/161).
export const quoteRequestWording = bilingual({
  en: {
    subject: (ref: string) => `We received your quote request ${ref}`,
    intro:
      "Thank you for your request. Our sales team will send you a priced quote soon. If you did not send it, please ignore this email.",
    reference: "Reference",
    products: "Products",
  },
  ar: {
    subject: (ref: string) => `تلقينا طلب عرض السعر ${ref}`,
    intro: "شكراً لطلبك. سيرسل إليك فريق المبيعات عرض سعر قريباً. إن لم ترسله أنت، فتجاهل هذه الرسالة.",
    reference: "المرجع",
    products: "المنتجات",
  },
});
