import type { Lang } from "./index";

// The visitor forms' validation messages, each under a stable key. The shared schemas are built per language
// from this table (schemas.ts, visitorSchemas), so a message is chosen by its key, never by matching English
// text; the JSON API speaks English, as its contract says.
const en = {
  required: "Required",
  invalidEmail: "Invalid email",
  tooLong: "Use at most {max} characters",
  nameRequired: "Name is required",
  testimonialTooShort: "Please share at least 10 characters about your experience",
  ratingRange: "Rating must be a whole number from 1 to 5",
  submissionRefused: "Submission refused",
  tooManySubmissions: "Too many submissions from your address. Please try again in a few minutes.",
  chooseDate: "Choose a date",
  chooseTime: "Choose a time",
  datePast: "Choose today or a later date",
  timePast: "That time has already passed today",
  closedDay: "We are closed that day; choose another date",
  outsideHours: "Choose a time within our opening hours",
  dateTooFar: "We take bookings up to {date}; choose an earlier date",
  slotFull: "That time is fully booked; choose another time",
  productUnavailable: "This product is not available",
  addAProduct: "Add at least one product",
  enterAQuantity: "Enter a quantity for at least one product",
  lineQuantity: "Enter a quantity from 1 to 1,000,000, e.g. 50 cartons",
  fullNameToAccept: "Type your full name to accept the quote",
};

export type ValidationKey = keyof typeof en;

const ar: Record<ValidationKey, string> = {
  required: "هذا الحقل مطلوب",
  invalidEmail: "البريد الإلكتروني غير صالح",
  tooLong: "الحد الأقصى لعدد الأحرف هو {max}",
  nameRequired: "الاسم مطلوب",
  testimonialTooShort: "يرجى كتابة 10 أحرف على الأقل عن تجربتك",
  ratingRange: "يجب أن يكون التقييم رقمًا صحيحًا من 1 إلى 5",
  submissionRefused: "تم رفض الإرسال",
  tooManySubmissions: "أُرسل الكثير من الطلبات من عنوانك. يرجى المحاولة بعد بضع دقائق.",
  chooseDate: "اختر تاريخاً",
  chooseTime: "اختر وقتاً",
  datePast: "اختر تاريخ اليوم أو تاريخاً لاحقاً",
  timePast: "هذا الوقت قد مضى اليوم",
  closedDay: "نحن مغلقون في ذلك اليوم؛ اختر تاريخاً آخر",
  outsideHours: "اختر وقتاً ضمن ساعات العمل",
  dateTooFar: "نقبل الحجز حتى {date}؛ اختر تاريخاً أقرب",
  slotFull: "هذا الوقت محجوز بالكامل؛ اختر وقتاً آخر",
  productUnavailable: "هذا المنتج غير متوفر",
  addAProduct: "أضف منتجاً واحداً على الأقل",
  enterAQuantity: "أدخل كمية لمنتج واحد على الأقل",
  lineQuantity: "أدخل كمية من 1 إلى 1,000,000، مثل 50 كرتونة",
  fullNameToAccept: "اكتب اسمك الكامل لقبول عرض السعر",
};

export const validationMessages: Record<Lang, Record<ValidationKey, string>> = { en, ar };
