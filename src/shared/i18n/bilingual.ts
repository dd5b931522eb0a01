import type { Lang } from "./index";

// A table of texts in both languages: the English gives the shape, and the Arabic must have every key of it,
// no more, so a translator sees at once what is missing (messages.test.ts checks that none is empty).
export const bilingual = <T>(texts: { en: T; ar: NoInfer<T> }): Record<Lang, T> => texts;
