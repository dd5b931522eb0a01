import { expect, test } from "bun:test";
import { contentDefaults } from "#shared/content-keys.ts";
import { groupContent, groupOf, validationMessage } from "./content-groups";

test("prefix first, then type, then Other Content; empty groups left out", () => {
  expect(groupOf({ key: "hero_image", type: "image" })).toBe("Hero Section");
  expect(groupOf({ key: "about_image", type: "image" })).toBe("Images");
  expect(groupOf({ key: "theme_primary", type: "color" })).toBe("Colors & Styling");
  expect(groupOf({ key: "promo_banner", type: "text" })).toBe("Other Content");
  const titles = groupContent(contentDefaults).map((g) => g.title);
  expect(titles).not.toContain("Other Content");
  expect(titles[0]).toBe("Hero Section");
});

test("each Arabic item sits beside its English item, pairs before single items", () => {
  const hero = groupContent(contentDefaults).find((g) => g.title === "Hero Section");
  expect(hero?.rows.map((row) => row.map((item) => item.key))).toEqual([
    ["hero_title", "hero_title_ar"],
    ["hero_subtitle", "hero_subtitle_ar"],
    ["hero_description", "hero_description_ar"],
    ["hero_image"],
  ]);
});

test("empty values, non-colours and image values the server refuses are caught before saving", () => {
  const text = { key: "hero_title", type: "text" } as const;
  const color = { key: "theme_primary", type: "color" } as const;
  const image = { key: "hero_image", type: "image" } as const;
  expect(validationMessage(text, "  ")).toBe("Required");
  expect(validationMessage(color, "red")).toMatch(/hex colour/);
  expect(validationMessage(color, "hsl(190 80% 31%)")).toBeUndefined();
  for (const bad of ["javascript:alert(1)", "//evil.example/x.png", "images/hero.webp", "ftp://x/y.png"]) {
    expect(validationMessage(image, bad)).toMatch(/path on this site/);
  }
  for (const good of ["/images/hero.webp", "https://cdn.example/a.jpg", "http://cdn.example/a.jpg"]) {
    expect(validationMessage(image, good)).toBeUndefined();
  }
});

test("contact details the server refuses are caught before saving, each with its own words", () => {
  const check = (key: string, value: string) => validationMessage({ key, type: "text" }, value);
  expect(check("contact_email", "not-an-email")).toMatch(/email address/);
  expect(check("contact_phone", "call me maybe")).toMatch(/phone number/);
  expect(check("contact_chat_number", "0501234567")).toMatch(/country code/);
  expect(check("contact_facebook", "facebook safatissue")).toMatch(/web address/);
  expect(check("contact_facebook", "facebook.com/safatissue")).toBeUndefined();
  expect(check("hero_title", "call me maybe")).toBeUndefined();
});
