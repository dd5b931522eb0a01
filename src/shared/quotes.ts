import { z } from "zod";
import type { Lang } from "./i18n/index";
import { validationMessages } from "./i18n/validation";
import { percentText, priceText } from "./money";
import { maxQuoteLines } from "./quote-list";
import { atMost, emailIn, visitorSchemas } from "./schemas";
import { textLimits } from "./visitor-limits";

// Quote lists and quotes (docs/decisions/160).
// A quote the owner prices may hold more lines than a buyer's list: a long one runs over several PDF pages.
export const maxPricedLines = 200;

export const maxLineQuantity = 1_000_000;

const arabicDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;
// Both Arabic digit ranges start at a code point ending in 0, so the low four bits are the digit.
const latinDigit = (d: string) => String(d.charCodeAt(0) & 0xf);

/** A quantity as the buyer wrote it ("1,200 cartons", "٥٠ كرتون") split into the amount it starts with (null when
 * it starts with none) and the words after it. */
export function splitQuantity(quantity: string): { amount: number | null; rest: string } {
  const text = quantity.trim().replace(arabicDigits, latinDigit);
  const match = /^\d[\d,]*(?:\.\d+)?/.exec(text);
  if (!match) return { amount: null, rest: text };
  return { amount: Number(match[0].replaceAll(",", "")), rest: text.slice(match[0].length).trim() };
}

// A line of the quote list is free text as on the inquiry form ("50 cartons"), but it must start with an amount
// from above 0 to 1,000,000: "-5", "0" or "abc" cannot be priced.
const lineQuantity = (lang: Lang) =>
  visitorSchemas(lang).inquiry.shape.quantity.refine((quantity) => {
    const { amount } = splitQuantity(quantity);
    return amount !== null && amount > 0 && amount <= maxLineQuantity;
  }, validationMessages[lang].lineQuantity);

// The buyer's list: their details once (the inquiry form's fields without the product) and one line per product.
// An empty list says what the buyer can do where they are: the landing page's dialog adds a product, the plain
// page (which lists every product) fills in a quantity (docs/decisions/010).
export function quoteRequestSchema(lang: Lang, empty: "addAProduct" | "enterAQuantity" = "addAProduct") {
  const { productId, productName: _, quantity: __, ...details } = visitorSchemas(lang).inquiry.shape;
  return z.object({
    ...details,
    lines: z
      .array(z.object({ productId, quantity: lineQuantity(lang) }))
      .min(1, validationMessages[lang][empty])
      .max(maxQuoteLines),
  });
}
export const quoteRequestInputSchema = quoteRequestSchema("en");
export type QuoteRequestInput = z.input<typeof quoteRequestInputSchema>;
export type QuoteRequestData = z.output<typeof quoteRequestInputSchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const quoteLineSchema = z.object({
  productId: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((v) => v || null),
  description: z.string().trim().min(1, "Describe the line").max(500),
  quantity: z
    .number({ error: "Quantity must be a whole number from 1 to 1,000,000" })
    .int("Quantity must be a whole number from 1 to 1,000,000")
    .min(1, "Quantity must be a whole number from 1 to 1,000,000")
    .max(maxLineQuantity, "Quantity must be a whole number from 1 to 1,000,000"),
  unit: z.string().trim().min(1, "Name the unit (carton, case, roll...)").max(40),
  unitPrice: z
    .string()
    .trim()
    .regex(priceText, "Unit price must be from 0 to 99999999.99 with at most 2 decimals"),
});

const percent = (what: string) =>
  z.string().trim().regex(percentText, `${what} is a percentage from 0 to 100 with at most 2 decimals`);

export const quoteInputSchema = z.object({
  requestId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v || null),
  inquiryId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v || null),
  buyerName: z.string().trim().min(1, "The buyer's name is required").max(100),
  // An empty address says Required, as the site's forms do (docs/decisions/010, 160).
  buyerEmail: emailIn(validationMessages.en),
  buyerCompany: z.string().trim().max(120).default(""),
  buyerPhone: z.string().trim().max(40).default(""),
  lang: z.enum(["en", "ar"]).default("en"),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, "Choose a currency"),
  discountPercent: percent("The discount").default("0"),
  taxPercent: percent("The tax rate").default("0"),
  deliveryTerms: z.string().trim().max(500).default(""),
  validUntil: z.string().regex(isoDate, "Choose the date the quote is valid until"),
  note: z.string().trim().max(2000).default(""),
  lines: z.array(quoteLineSchema).min(1, "Add at least one line").max(maxPricedLines),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type QuoteData = z.output<typeof quoteInputSchema>;

// Accepting is signing: the buyer types their full name, and may give their purchase-order number
// (docs/decisions/162). Declining takes an optional reason (the comment). The buyer's page answers in its own
// language (docs/decisions/046); the API in English.
// The page's fields stop the typing at these limits, so only a made-up post meets the too-long message.
const answerFieldsIn = (lang: Lang) => {
  const answerText = (max: number) => atMost(validationMessages[lang], max).default("");
  return z.object({
    answer: z.enum(["accept", "decline"], { error: "Answer accept or decline" }),
    comment: answerText(textLimits.note),
    name: answerText(textLimits.personName),
    po: answerText(textLimits.poNumber),
  });
};
const signedAcceptance =
  (lang: Lang) =>
  <T extends { answer: string; name: string }>(answer: T, ctx: z.RefinementCtx) => {
    if (answer.answer === "accept" && answer.name.length < 2)
      ctx.addIssue({ code: "custom", path: ["name"], message: validationMessages[lang].fullNameToAccept });
  };
export const quoteAnswerSchemaIn = (lang: Lang) => answerFieldsIn(lang).superRefine(signedAcceptance(lang));
export const quoteAnswerSchema = quoteAnswerSchemaIn("en");
export type QuoteAnswer = z.output<typeof quoteAnswerSchema>;

// A sent or viewed quote past its validity date reads as expired; it can no longer be accepted.
export type ShownStatus = "draft" | "sent" | "viewed" | "accepted" | "declined" | "replaced" | "expired";
export function shownStatus(
  status: Exclude<ShownStatus, "expired">,
  validUntil: string,
  today: string,
): ShownStatus {
  return (status === "sent" || status === "viewed") && validUntil < today ? "expired" : status;
}
