import { contentValueSchema } from "#shared/content-values.ts";
import type { ContentItem } from "../lib/types";

const prefixGroups = [
  { prefix: "hero_", title: "Hero Section" },
  { prefix: "stats_", title: "Statistics" },
  { prefix: "products_", title: "Products Section" },
  { prefix: "testimonials_", title: "Testimonials" },
  { prefix: "contact_", title: "Contact Form" },
  { prefix: "shop_now_", title: "Shop Now Section" },
  { prefix: "footer_", title: "Footer" },
  { prefix: "quote_", title: "Quotes" },
] as const;
const typeGroups = { image: "Images", color: "Colors & Styling", text: "Other Content" } as const;
const groupTitles = [...prefixGroups.map((g) => g.title), ...Object.values(typeGroups)];

export type ContentGroup = { title: string; rows: ContentItem[][] };

// Decision 020: the key prefix decides the group, else the type does (text with another prefix: "Other Content").
export function groupOf(item: Pick<ContentItem, "key" | "type">) {
  const byPrefix = prefixGroups.find((g) => item.key.startsWith(g.prefix));
  return byPrefix?.title ?? typeGroups[item.type as keyof typeof typeGroups] ?? typeGroups.text;
}

export const isArabicKey = (key: string) => key.endsWith("_ar");

// Each Arabic `<key>_ar` item sits beside its English item; pairs come first so they line up in two columns.
export function groupContent(items: ContentItem[]): ContentGroup[] {
  const keys = new Set(items.map((i) => i.key));
  const groups = new Map<string, { pairs: ContentItem[][]; singles: ContentItem[][] }>();
  for (const item of items) {
    if (isArabicKey(item.key) && keys.has(item.key.slice(0, -3))) continue;
    const arabic = items.find((i) => i.key === `${item.key}_ar`);
    const group = groups.get(groupOf(item)) ?? { pairs: [], singles: [] };
    if (arabic) group.pairs.push([item, arabic]);
    else group.singles.push([item]);
    groups.set(groupOf(item), group);
  }
  return groupTitles.flatMap((title) => {
    const group = groups.get(title);
    return group ? [{ title, rows: [...group.pairs, ...group.singles] }] : [];
  });
}

export const groupAnchor = (title: string) => `content-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;

// A value the server would refuse never leaves the form: the server's own rule (shared schema, docs/decisions/020),
// checked before Save rather than after a refused request.
export function validationMessage(item: Pick<ContentItem, "key" | "type">, value: string) {
  const result = contentValueSchema(item.key, item.type ?? "text").safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
