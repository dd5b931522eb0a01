import { z } from "zod";

// A product's downloads (docs/decisions/211): the owner writes the title in both languages; it names the file.
const title = (what: string) => z.string().trim().max(120, `A ${what} holds at most 120 characters`);
const id = z.string().min(1).max(64);

export const productFileInputSchema = z.object({
  productId: id,
  uploadUrl: z.string().trim().min(1, "Upload the PDF first").max(4096),
  title: title("title").min(1, "Write a title"),
  titleAr: title("title").default(""),
});
export type ProductFileInput = z.input<typeof productFileInputSchema>;

export const productFileOrderSchema = z.object({
  productId: id,
  ids: z.array(id).min(1).max(100),
});

// "1.2 MB", "340 kB": what the public list shows beside each file.
export function fileSizeText(bytes: number) {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}

// The downloaded file's name: the title in the visitor's language, made safe for every file system.
export function downloadName(title: string) {
  const safe = title
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return `${safe || "download"}.pdf`;
}
