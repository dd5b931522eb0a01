import { categoryLabels, type ProductCategory, productCategories } from "../constants";
import { ar, arCounted } from "./ar";
import { type CountedKey, en, enCounted, type MessageKey } from "./en";

export type { CountedKey, MessageKey };
export type Lang = "en" | "ar";

const dictionaries = { en, ar };
const counted = { en: enCounted, ar: arCounted };
// The plural category of a count, CLDR's rules for English and Arabic as Intl.PluralRules gives them (held to it by
// messages.test.ts), written out: a page's first Intl object loads ICU, 60-100 ms of a slowed phone's main thread
// while React hydrates the rating stars (docs/decisions/050).
export const pluralOf: Record<Lang, (n: number) => Intl.LDMLPluralRule> = {
  en: (n) => (n === 1 ? "one" : "other"),
  ar: (n) => {
    if (!Number.isInteger(n)) return "other";
    if (n === 0) return "zero";
    if (n === 1) return "one";
    if (n === 2) return "two";
    const lastTwo = n % 100;
    if (lastTwo >= 3 && lastTwo <= 10) return "few";
    return lastTwo >= 11 ? "many" : "other";
  },
};

const fill = (text: string, vars: Record<string, string | number> = {}) =>
  Object.entries(vars).reduce((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), text);

// t(key, { name: value }) gives a whole sentence with its placeholders filled; t.count(key, n) the form of a
// counted noun that the language's plural rules ask for ("2 stars", "نجمتان").
export type Translate = ((key: MessageKey, vars?: Record<string, string | number>) => string) & {
  count: (key: CountedKey, n: number) => string;
};

export const translator = (lang: Lang): Translate =>
  Object.assign(
    (key: MessageKey, vars?: Record<string, string | number>) => fill(dictionaries[lang][key], vars),
    {
      count: (key: CountedKey, n: number) => {
        const forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } = counted[lang][key];
        return fill(forms[pluralOf[lang](n)] ?? forms.other, { n });
      },
    },
  );

// A sentence split around one placeholder, for pages that put markup (a <strong> name) in its place.
export const aroundPlaceholder = (text: string, name: string): [string, string] => {
  const [before = "", after = ""] = text.split(`{${name}}`);
  return [before, after];
};

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
