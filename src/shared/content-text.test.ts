import { describe, expect, test } from "bun:test";
import { contentDefaultValue } from "./content-keys";
import { contentLookup, cssColor, themeCss } from "./content-text";

describe("contentLookup", () => {
  const values = new Map([
    ["hero_title", "Owner title"],
    ["hero_title_ar", "عنوان المالك"],
    ["hero_subtitle", "Owner tagline"],
    ["hero_subtitle_ar", "  "],
    ["contact_phone", "+20 100 000 0000"],
  ]);

  test("English reads the key, then the built-in wording", () => {
    const text = contentLookup(values, "en");
    expect(text("hero_title")).toBe("Owner title");
    expect(text("shop_now_cta")).toBe(contentDefaultValue("shop_now_cta"));
  });

  test("Arabic reads <key>_ar, then the English key when the Arabic one is empty or has no variant", () => {
    const text = contentLookup(values, "ar");
    expect(text("hero_title")).toBe("عنوان المالك");
    expect(text("hero_subtitle")).toBe("Owner tagline");
    expect(text("contact_phone")).toBe("+20 100 000 0000");
    expect(text("shop_now_cta")).toBe(contentDefaultValue("shop_now_cta_ar"));
  });
});

describe("theme colours", () => {
  test("hex and hsl() pass, bare h s% l% is wrapped, anything else falls back to the default", () => {
    expect(cssColor("theme_primary", "#123456")).toBe("#123456");
    expect(cssColor("theme_primary", "hsl(10, 50%, 40%)")).toBe("hsl(10, 50%, 40%)");
    expect(cssColor("theme_primary", "10 50% 40%")).toBe("hsl(10 50% 40%)");
    expect(cssColor("theme_primary", "red;}body{display:none")).toBe(contentDefaultValue("theme_primary"));
  });

  test("themeCss sets the three variables the stylesheet reads", () => {
    const css = themeCss(contentLookup(new Map([["theme_accent", "#abcdef"]]), "en"));
    expect(css).toBe(
      `:root{--theme-primary:${contentDefaultValue("theme_primary")};--theme-accent:#abcdef;--theme-dark:${contentDefaultValue("theme_dark")}}`,
    );
  });
});
