import { expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "#client/components/site-ui/icon.tsx";
import { iconNames } from "#client/components/site-ui/icon-names.ts";
import { makeSprite, spriteModulePath, spritePath } from "./icon-sprite";

test("public/icons.svg and its URL are what scripts/build/icon-sprite.ts makes from icon-names.ts", async () => {
  const { svg, module } = makeSprite();
  expect(await Bun.file(spritePath).text()).toBe(svg);
  expect(await Bun.file(spriteModulePath).text()).toBe(module);
  for (const name of iconNames) expect(svg).toContain(`<symbol id="${name}" viewBox="0 0 24 24"><`);
});

test("an icon is a decorative reference into the versioned sprite", () => {
  const html = renderToStaticMarkup(<Icon name="star" className="size-5 fill-accent" />);
  // The stroke settings live in one .site-icon rule and the viewBox in the sprite, so each icon writes only these.
  expect(html).toMatch(/^<svg class="site-icon size-5 fill-accent" aria-hidden="true">/);
  expect(html).toMatch(/<use href="\/icons\.svg\?v=\w+#star"><\/use><\/svg>$/);
});
