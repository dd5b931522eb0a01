import { describe, expect, test } from "bun:test";
import { pageCss } from "#server/render/page-css.ts";
import { cssPieces } from "./css-pieces";

const sheet = [
  "/*! licence */",
  "@layer theme,base,utilities;",
  "@layer theme{:root,:host{--color-a:red;--color-b:var(--color-c);--color-c:blue;--color-d:green}}",
  "@layer base{*,:after{box-sizing:border-box}h1{font-size:2em}}",
  "@layer utilities{.text-a{color:var(--color-a)}.text-b{color:var(--color-b)}",
  ".sm\\:p-4{padding:1rem}@media (width>=40rem){.sm\\:p-4{padding:2rem}}",
  ":where(.space-y-2>:not(:last-child)){margin-top:.5rem}",
  ".group-hover\\:block:is(:where(.group):hover *){display:block}",
  ".a:not(.b){color:black}.c,.d{color:white}}",
  "@property --tw-x{syntax:'*';inherits:false}@property --tw-y{syntax:'*';inherits:false}",
  ".uses-x{translate:var(--tw-x)}",
  "@keyframes spin{to{rotate:1turn}}",
].join("");

const cssOf = (classes: string) => pageCss(cssPieces(sheet))(`<div class="${classes}"></div>`);

describe("the CSS a page keeps", () => {
  test("a page without classes keeps the universal base rules, the licence and the at-rules, and no utility", () => {
    expect(cssOf("")).toBe(
      "/*! licence */@layer theme,base,utilities;@layer base{*,:after{box-sizing:border-box}}" +
        "@keyframes spin{to{rotate:1turn}}",
    );
  });

  test("a rule is kept when the markup has every class one of its selectors needs, inside its at-rules", () => {
    const css = cssOf("sm:p-4 space-y-2 c");
    expect(css).toContain(
      "@layer utilities{.sm\\:p-4{padding:1rem}@media (width>=40rem){.sm\\:p-4{padding:2rem}}",
    );
    expect(css).toContain(":where(.space-y-2>:not(:last-child)){margin-top:.5rem}");
    expect(css).toContain(".c,.d{color:white}");
    expect(cssOf("group-hover:block")).not.toContain("display:block");
    expect(cssOf("group group-hover:block")).toContain("display:block");
    expect(cssOf("a")).toContain(".a:not(.b){color:black}");
  });

  test("a custom property is kept where a kept rule reads it, and what it reads in turn", () => {
    expect(cssOf("text-a")).toContain("@layer theme{:root,:host{--color-a:red;}}");
    expect(cssOf("text-b")).toContain("@layer theme{:root,:host{--color-b:var(--color-c);--color-c:blue;}}");
    expect(cssOf("text-b")).not.toContain("--color-d");
    expect(cssOf("uses-x")).toContain("@property --tw-x{syntax:'*';inherits:false}");
    expect(cssOf("uses-x")).not.toContain("--tw-y");
  });

  test("class names are read as React escapes them", () => {
    const css = pageCss(cssPieces(".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}"))(
      '<i class="[&amp;&gt;svg]:size-4"><svg></svg></i>',
    );
    expect(css).toBe(".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}");
  });
});
