import { categoryLabels, type ProductCategory, productCategories } from "../constants";
import { ar } from "./ar";
import { en, type MessageKey } from "./en";

export type { MessageKey };
export type Lang = "en" | "ar";

// The schemas speak English; Arabic visitors read the same messages translated.
const arValidation: Record<string, string> = {
  Required: "هذا الحقل مطلوب",
  "Invalid email": "البريد الإلكتروني غير صالح",
  "Name is required": "الاسم مطلوب",
  "Please share at least 10 characters about your experience": "يرجى كتابة 10 أحرف على الأقل عن تجربتك",
  "Rating must be a whole number from 1 to 5": "يجب أن يكون التقييم رقمًا صحيحًا من 1 إلى 5",
};

const dictionaries = { en, ar };

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export const translator =
  (lang: Lang): Translate =>
  (key, vars) =>
    Object.entries(vars ?? {}).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, String(value)),
      dictionaries[lang][key],
    );

export const translateValidation = (lang: Lang, message: string) =>
  lang === "ar" ? (arValidation[message] ?? message) : message;

export const businessTypes = [
  { value: "Hotel", ar: "فندق" },
  { value: "Clinic or hospital", ar: "عيادة أو مستشفى" },
  { value: "Restaurant or café", ar: "مطعم أو مقهى" },
  { value: "Retail shop", ar: "متجر تجزئة" },
  { value: "Office", ar: "مكتب" },
  { value: "Distributor", ar: "موزّع" },
  { value: "Other", ar: "أخرى" },
] as const;

export const categoryLabelsAr: Record<ProductCategory, string> = {
  facial: "مناديل الوجه",
  toilet: "ورق الحمام",
  "paper-towel": "مناشف ورقية",
  napkin: "مناديل المائدة",
  other: "أخرى",
};

export const categoryLabel = (category: string, lang: Lang) => {
  const known = productCategories.find((c) => c === category);
  if (!known) return category;
  return lang === "ar" ? categoryLabelsAr[known] : categoryLabels[known];
};
