import type { Lang } from "./index";

// What a visitor reads about a product's downloads (docs/decisions/211).
export const downloadTexts: Record<Lang, { heading: string }> = {
  en: { heading: "Downloads" },
  ar: { heading: "ملفات للتنزيل" },
};
