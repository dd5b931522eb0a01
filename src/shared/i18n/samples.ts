import type { SampleFieldName } from "../sample-request";
import type { Lang } from "./index";

// What a visitor reads about sample requests, in both languages: the plain page, the site's dialog and the
// confirmation mail (docs/decisions/211).
const en = {
  requestSample: "Request a sample",
  title: "Request a sample",
  intro: "Tell us where to send samples of {product}. We answer within two business days.",
  send: "Send the request",
  sending: "Sending…",
  doneTitle: "Sample Request Sent!",
  doneText: "Thank you. Our sales team will contact you about the samples within two business days.",
  backHome: "Back to the home page",
  close: "Close",
  failed: "The request could not be sent. Please try again.",
  labels: {
    companyName: "Company",
    contactPerson: "Contact person",
    email: "Email",
    phone: "Phone",
    quantity: "Quantity wanted",
    deliveryAddress: "Delivery address",
    note: "Note (optional)",
  } satisfies Record<SampleFieldName, string>,
  quantityHint: "e.g. 2 cartons",
  mailSubject: (product: string) => `We received your sample request for ${product}`,
  mailIntro:
    "Thank you for your sample request. Our sales team will contact you within two business days. If you did not send it, please ignore this email.",
  mailProduct: "Product",
};

export type SampleTexts = typeof en;

const ar: SampleTexts = {
  requestSample: "اطلب عينة",
  title: "اطلب عينة",
  intro: "أخبرنا إلى أين نرسل عينات {product}. نرد خلال يومي عمل.",
  send: "أرسل الطلب",
  sending: "جارٍ الإرسال…",
  doneTitle: "تم إرسال طلب العينة",
  doneText: "شكراً لك. سيتواصل معك فريق المبيعات بشأن العينات خلال يومي عمل.",
  backHome: "العودة إلى الصفحة الرئيسية",
  close: "إغلاق",
  failed: "تعذر إرسال الطلب. يرجى المحاولة مرة أخرى.",
  labels: {
    companyName: "الشركة",
    contactPerson: "الشخص المسؤول",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    quantity: "الكمية المطلوبة",
    deliveryAddress: "عنوان التوصيل",
    note: "ملاحظة (اختياري)",
  },
  quantityHint: "مثل: كرتونتان",
  mailSubject: (product: string) => `تلقينا طلب العينة الخاص بك لـ ${product}`,
  mailIntro:
    "شكراً لطلب العينة. سيتواصل معك فريق المبيعات خلال يومي عمل. إن لم ترسله أنت، فتجاهل هذه الرسالة.",
  mailProduct: "المنتج",
};

export const sampleTexts: Record<Lang, SampleTexts> = { en, ar };
