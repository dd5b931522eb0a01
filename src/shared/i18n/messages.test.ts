import { expect, test } from "bun:test";
import { visitorSchemas } from "#shared/schemas.ts";
import { appointmentWording } from "./appointment-mail";
import { ar } from "./ar";
import { en } from "./en";
import { aroundPlaceholder, pluralOf, translator } from "./index";
import { mailWording, newsletterWording, quoteMailWording, quoteRequestWording } from "./mail";
import { quotePageWording } from "./pages";

test("counted nouns follow each language's plural rules, the Arabic dual included", () => {
  const ar = translator("ar");
  expect([1, 2, 3, 5, 11].map((n) => ar.count("stars", n))).toEqual([
    "نجمة واحدة",
    "نجمتان",
    "3 نجوم",
    "5 نجوم",
    "11 نجمة",
  ]);
  const en = translator("en");
  expect([1, 2, 5].map((n) => en.count("stars", n))).toEqual(["1 star", "2 stars", "5 stars"]);
});

test("the plural category of every count up to 1,000 is Intl.PluralRules' own, in both languages", () => {
  for (const lang of ["en", "ar"] as const) {
    const rules = new Intl.PluralRules(lang);
    const counts = Array.from({ length: 1001 }, (_, n) => n);
    expect(counts.map(pluralOf[lang])).toEqual(counts.map((n) => rules.select(n)));
  }
});

test("sentences are whole, with placeholders filled in place", () => {
  expect(translator("en")("slidePosition", { n: 2, count: 5 })).toBe("2 of 5");
  expect(translator("ar")("slidePosition", { n: 2, count: 5 })).toBe("2 من 5");
  expect(translator("en")("goToSlide", { n: 3 })).toBe("Go to testimonial 3");
  const [before, after] = aroundPlaceholder(translator("en")("inquiryDescription"), "product");
  expect(`${before}Jumbo Roll${after}`).toBe(
    "Tell us what you need and we will send a quote for Jumbo Roll.",
  );
});

test("validation messages are chosen by key for the visitor's language; the API's stay English", () => {
  const bad = { name: "", email: "nope", message: "" };
  const messages = (lang: "en" | "ar") =>
    visitorSchemas(lang)
      .contact.safeParse(bad)
      .error?.issues.map((i) => i.message);
  expect(messages("en")).toEqual(["Required", "Invalid email", "Required"]);
  expect(messages("ar")).toEqual(["هذا الحقل مطلوب", "البريد الإلكتروني غير صالح", "هذا الحقل مطلوب"]);
  const short = visitorSchemas("ar").testimonial.safeParse({ name: "", text: "short", rating: 9 });
  expect(short.error?.issues.map((i) => i.message)).toEqual([
    "الاسم مطلوب",
    "يرجى كتابة 10 أحرف على الأقل عن تجربتك",
    "يجب أن يكون التقييم رقمًا صحيحًا من 1 إلى 5",
  ]);
});

// Every leaf of a text table: a string, or a sentence made from one placeholder value.
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[path, String(value("x"))]];
  return Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
}

test("every text of the mails and the server pages has an English and an Arabic wording, neither empty", () => {
  const tables = {
    mailWording,
    newsletterWording,
    quoteMailWording,
    quoteRequestWording,
    appointmentWording,
  };
  for (const [name, table] of Object.entries({ ...tables, quotePageWording, site: { en, ar } })) {
    const english = leaves(table.en);
    const arabic = leaves(table.ar);
    expect(
      arabic.map(([path]) => path),
      name,
    ).toEqual(english.map(([path]) => path));
    for (const [path, text] of [...english, ...arabic]) expect(text.trim(), `${name}${path}`).not.toBe("");
  }
});
