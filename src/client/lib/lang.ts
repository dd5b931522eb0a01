import { useRoute } from "wouter";
import type { Lang } from "#shared/i18n/index.ts";

// `/ar` is the Arabic page; every other public path is English.
export function useLang(): Lang {
  const [isArabic] = useRoute("/ar");
  return isArabic ? "ar" : "en";
}
