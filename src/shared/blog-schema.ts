import { z } from "zod";
import { slugMax, slugPattern } from "./blog";
import { imageUrlSchema } from "./schemas";

// The owner's post form, checked the same in the admin and on the server (kept apart from blog.ts, which the
// public pages load, so that zod stays out of their first download).
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
