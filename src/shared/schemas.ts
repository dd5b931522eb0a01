import { z } from "zod";
import { contentTypes, inquiryStatuses, limits, productCategories } from "./constants";
import type { Lang } from "./i18n/index";
import { validationMessages } from "./i18n/validation";
import { leadSourceField } from "./lead-source";
import { usernameSchema } from "./username";
import { textLimits } from "./visitor-limits";

export const required = (message = "Required") => z.string({ error: message }).trim().min(1, message);

type Messages = (typeof validationMessages)[Lang];
// A visitor's text of at most `max` characters; a longer one is refused naming the limit in their language.
export const tooLong = (m: Messages, max: number) => m.tooLong.replace("{max}", max.toLocaleString("en-US"));
export const atMost = (m: Messages, max: number) => z.string().trim().max(max, tooLong(m, max));
export const requiredText = (m: Messages, max: number, message = m.required) =>
  required(message).pipe(atMost(m, max));
export const optionalText = (m: Messages, max: number) =>
  atMost(m, max)
    .nullish()
    .transform((v) => (v ? v : null));
// An empty address is a missing one (the field's required message); only a written one can be invalid.
export const emailIn = (m: Messages) =>
  required(m.required).pipe(atMost(m, textLimits.email)).pipe(z.email(m.invalidEmail));

// decimal(10,2): up to 8 digits before the point and 2 after, never negative; "" or null means no price.
export const priceSchema = z.union([z.string().trim(), z.number(), z.null()]).transform((v, ctx) => {
  if (v === null || v === "") return null;
  const text = typeof v === "number" ? String(v) : v;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
    ctx.addIssue({
      code: "custom",
      message: "Price must be a number from 0 to 99999999.99 with at most 2 decimals",
    });
    return z.NEVER;
  }
  const [whole, fraction = ""] = text.split(".");
  return `${Number(whole)}.${fraction.padEnd(2, "0")}`;
});

// A path on this site or an http(s) URL; "" means no image.
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (v) =>
      v === "" ||
      (v.startsWith("/") && !v.startsWith("//")) ||
      (/^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v)),
    { message: "Image must be a path on this site or an http(s) URL" },
  );

// A product's text of at most `max` characters, refused in the owner's words (the editor and the CSV preview show
// a message as it is).
export const productLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max.toLocaleString("en-US")} characters`);

export const productInputSchema = z.object({
  name: required("Product name is required").pipe(productLine(200)),
  description: required("Description is required").pipe(productLine(5000)),
  nameAr: productLine(200).default(""),
  descriptionAr: productLine(5000).default(""),
  imageUrl: imageUrlSchema.default(""),
  price: priceSchema.default(null),
  category: z.enum(productCategories, { error: "Choose a category" }),
  specifications: z.array(z.string().trim().min(1).max(200)).max(50).nullish(),
  featured: z.boolean().default(false),
  showPrice: z.boolean().default(true),
  active: z.boolean().default(true),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

// PUT takes the same fields; a field left out keeps its stored value.
export const productUpdateSchema = z
  .object({
    ...productInputSchema.shape,
    nameAr: productInputSchema.shape.nameAr.removeDefault().optional(),
    descriptionAr: productInputSchema.shape.descriptionAr.removeDefault().optional(),
    imageUrl: imageUrlSchema.optional(),
    price: priceSchema.optional(),
    featured: z.boolean().optional(),
    showPrice: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .partial();
export type ProductUpdate = z.input<typeof productUpdateSchema>;
export type ProductChanges = z.output<typeof productUpdateSchema>;

export const productImageSchema = z.object({ imageURL: z.string().trim().min(1, "Required").max(4096) });

// Bots fill every field; people never see this one. Any value refuses the submission.
export const honeypot = (lang: Lang) =>
  z.string().max(0, validationMessages[lang].submissionRefused).optional();

// The three visitor forms, with their messages in one language (i18n/validation.ts); the API uses English.
export function visitorSchemas(lang: Lang) {
  const m = validationMessages[lang];
  const email = emailIn(m);
  const website = honeypot(lang);
  const rating = z
    .number({ error: m.ratingRange })
    .int(m.ratingRange)
    .min(limits.ratingMin, m.ratingRange)
    .max(limits.ratingMax, m.ratingRange)
    .default(limits.ratingDefault);
  return {
    testimonial: z.object({
      name: requiredText(m, textLimits.personName, m.nameRequired),
      experience: optionalText(m, textLimits.experience),
      text: z
        .string({ error: m.testimonialTooShort })
        .trim()
        .min(limits.testimonialTextMin, m.testimonialTooShort)
        .max(textLimits.note, tooLong(m, textLimits.note)),
      rating,
      website,
    }),
    contact: z.object({
      name: requiredText(m, textLimits.personName),
      email,
      message: requiredText(m, textLimits.message),
      website,
      source: leadSourceField,
    }),
    inquiry: z.object({
      productId: requiredText(m, textLimits.id),
      productName: z.string().max(textLimits.productName, tooLong(m, textLimits.productName)).optional(),
      contactName: requiredText(m, textLimits.personName),
      email,
      phone: optionalText(m, textLimits.phone),
      businessType: requiredText(m, textLimits.shortAnswer),
      quantity: requiredText(m, textLimits.shortAnswer),
      needByDate: requiredText(m, textLimits.shortAnswer),
      additionalNotes: optionalText(m, textLimits.note),
      website,
      source: leadSourceField,
    }),
    newsletter: z.object({ email, website, source: leadSourceField }),
  };
}

const englishVisitorSchemas = visitorSchemas("en");
export const testimonialInputSchema = englishVisitorSchemas.testimonial;
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

export const testimonialApprovalSchema = z.object({
  approved: z.boolean({ error: "approved must be true or false" }),
});

export const contactInputSchema = englishVisitorSchemas.contact;
export type ContactInput = z.input<typeof contactInputSchema>;

export const inquiryInputSchema = englishVisitorSchemas.inquiry;
export type InquiryInput = z.input<typeof inquiryInputSchema>;

export const newsletterInputSchema = englishVisitorSchemas.newsletter;

// Admin passwords (docs/decisions/140): at least 12 characters; the server also refuses the most common ones.
export const passwordRules = { min: 12, max: 200 };
export const changePasswordSchema = z.object({
  current: z.string().min(1, "Enter your current password").max(passwordRules.max),
  next: z
    .string()
    .min(passwordRules.min, `Use at least ${passwordRules.min} characters`)
    .max(passwordRules.max, `Use at most ${passwordRules.max} characters`),
});
export const newAdminSchema = z.object({ username: usernameSchema });
export type NewAdminInput = z.input<typeof newAdminSchema>;

// A newsletter campaign as the owner writes it: Markdown, English required, Arabic optional (English goes to Arabic
// subscribers when it is empty).
export const campaignInputSchema = z.object({
  subject: required("Write a subject").pipe(z.string().max(200, "A subject holds at most 200 characters")),
  subjectAr: z.string().trim().max(200, "A subject holds at most 200 characters").default(""),
  body: required("Write the message").pipe(
    z.string().max(20_000, "A message holds at most 20,000 characters"),
  ),
  bodyAr: z.string().trim().max(20_000, "A message holds at most 20,000 characters").default(""),
});
export type CampaignInput = z.output<typeof campaignInputSchema>;

export const inquiryStatusSchema = z.object({
  status: z.enum(inquiryStatuses, { error: "Status must be pending, contacted or completed" }),
});

export const loginSchema = z.object({
  username: z.string({ error: "Required" }).trim().min(1, "Required").max(100),
  password: z.string({ error: "Required" }).min(1, "Required").max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const hue = String.raw`-?\d+(?:\.\d+)?(?:deg)?`;
const pct = String.raw`\d+(?:\.\d+)?%`;
const hslColor = new RegExp(
  String.raw`^(?:hsl\(\s*${hue}\s+${pct}\s+${pct}\s*\)|hsl\(\s*${hue}\s*,\s*${pct}\s*,\s*${pct}\s*\)|${hue}\s+${pct}\s+${pct})$`,
  "i",
);
export const isColor = (value: string) => hexColor.test(value) || hslColor.test(value);

export const contentUpdateSchema = z.object({
  value: z.string({ error: "Required" }).trim().min(1, "Required").max(10_000),
});
export const contentTypeSchema = z.enum(contentTypes);

// Every record is addressed by one id (a UUID); one shape for all of them.
export const idSchema = z.string().min(1).max(64);
export const byIdSchema = z.object({ id: idSchema });

export const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type Page = z.infer<typeof pageSchema>;
