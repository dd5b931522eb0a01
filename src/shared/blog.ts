import { z } from "zod";
import { imageUrlSchema } from "./schemas";

// A slug as the address bar shows it: lowercase latin letters and digits in words joined by single dashes.
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMax = 80;

// "Choosing Hotel Napkins: 5 Tips!" -> "choosing-hotel-napkins-5-tips"; accents are dropped, other scripts give "".
export function slugify(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, slugMax)
    .replace(/^-+|-+$/g, "");
}

const text = (max: number, message: string) => z.string().trim().max(max, message);

export const blogPostInputSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200, "A title holds at most 200 characters"),
  // Empty: made from the title on the server.
  slug: z
    .string()
    .trim()
    .max(slugMax, `A slug holds at most ${slugMax} characters`)
    .refine((v) => v === "" || slugPattern.test(v), "Use lowercase letters, digits and single dashes")
    .default(""),
  excerpt: text(500, "An excerpt holds at most 500 characters").default(""),
  content: z
    .string()
    .trim()
    .min(1, "Write the post first")
    .max(100_000, "A post holds at most 100,000 characters"),
  imageUrl: imageUrlSchema.default(""),
  published: z.boolean().default(false),
  titleAr: text(200, "A title holds at most 200 characters").default(""),
  excerptAr: text(500, "An excerpt holds at most 500 characters").default(""),
  contentAr: text(100_000, "A post holds at most 100,000 characters").default(""),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostData = z.output<typeof blogPostInputSchema>;

export const markdownPreviewSchema = z.object({ markdown: z.string().max(100_000) });

type PostTexts = { title: string; excerpt: string; titleAr: string; excerptAr: string; contentAr?: string };

// A post reads in Arabic once it has an Arabic title; until then /ar shows its English texts, marked as English.
export function postIn<P extends PostTexts>(post: P, lang: "en" | "ar") {
  const arabic = lang === "ar" && post.titleAr !== "";
  return {
    lang: arabic ? ("ar" as const) : ("en" as const),
    title: arabic ? post.titleAr : post.title,
    excerpt: arabic ? post.excerptAr : post.excerpt,
  };
}

// "12 March 2026" / "١٢ مارس ٢٠٢٦" in the page's language, the same on the server and in the browser.
const dates = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }),
  ar: new Intl.DateTimeFormat("ar-EG", { dateStyle: "long", timeZone: "UTC" }),
};
export const postDate = (iso: string, lang: "en" | "ar") => dates[lang].format(new Date(iso));

export const blogPath = (lang: "en" | "ar", slug?: string) =>
  `${lang === "ar" ? "/ar" : ""}/blog${slug ? `/${slug}` : ""}`;
