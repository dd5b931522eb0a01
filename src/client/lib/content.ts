import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { contentDefaultValue } from "../../shared/content-keys";
import { isColor } from "../../shared/schemas";
import type { Lang } from "./i18n";
import { useTRPC } from "./trpc";

export type ContentText = (key: string) => string;

// Arabic reads `<key>_ar` first, then the English key, then the built-in wording; an empty value counts as missing.
export function contentLookup(values: ReadonlyMap<string, string>, lang: Lang): ContentText {
  const pick = (key: string) => values.get(key)?.trim() || contentDefaultValue(key);
  return (key) => (lang === "ar" ? pick(`${key}_ar`) || pick(key) : pick(key));
}

export function useContent(lang: Lang): ContentText {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.content.list.queryOptions());
  return useMemo(
    () => contentLookup(new Map(data?.map((item) => [item.key, item.value])), lang),
    [data, lang],
  );
}

// The admin may store `h s% l%` without the hsl() wrapper; CSS needs it. Anything else falls back to the default.
export function cssColor(key: string, value: string) {
  const color = isColor(value) ? value.trim() : contentDefaultValue(key);
  return /^-?\d/.test(color) ? `hsl(${color})` : color;
}

const themeVariables = {
  "--theme-primary": "theme_primary",
  "--theme-accent": "theme_accent",
  "--theme-dark": "theme_dark",
};

export const themeCss = (text: ContentText) =>
  `:root{${Object.entries(themeVariables)
    .map(([variable, key]) => `${variable}:${cssColor(key, text(key))}`)
    .join(";")}}`;
