import { contentDefaultValue } from "./content-keys";
import type { Lang } from "./i18n";

export type ContentText = (key: string) => string;

// Arabic reads `<key>_ar`; a stored but empty Arabic value falls back to the English key. A key missing from the
// database reads its built-in wording.
export function contentLookup(values: ReadonlyMap<string, string>, lang: Lang): ContentText {
  const pick = (key: string) => {
    const stored = values.get(key);
    return stored === undefined ? contentDefaultValue(key) : stored.trim();
  };
  const english = (key: string) => pick(key) || contentDefaultValue(key);
  return (key) => (lang === "ar" ? pick(`${key}_ar`) || english(key) : english(key));
}

// The server accepts only hex and hsl colours; this guard just keeps anything odd out of the <style> text.
const colorCharacters = /^[#\w\s().,%-]+$/;

// The admin may store `h s% l%` without the hsl() wrapper; CSS needs it.
export function cssColor(key: string, value: string) {
  const color = colorCharacters.test(value.trim()) ? value.trim() : contentDefaultValue(key);
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
