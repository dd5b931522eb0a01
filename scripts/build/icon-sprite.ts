// bun scripts/build/icon-sprite.ts: writes public/icons.svg (one <symbol> per name in icon-names.ts, drawn from
// lucide-react, and one per brand mark in brand-marks.ts) and icon-sprite.ts (its URL with a content hash, so
// browsers never keep an old sprite).
// scripts/build/icon-sprite.test.tsx fails when either file is out of date.
import { join } from "node:path";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { brandMarks } from "#client/components/site-ui/brand-marks.ts";
import { iconNames } from "#client/components/site-ui/icon-names.ts";

const root = join(import.meta.dir, "../..");
export const spritePath = join(root, "public/icons.svg");
export const spriteModulePath = join(root, "src/client/components/site-ui/icon-sprite.ts");

const componentName = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase());

export function makeSprite() {
  const symbols = iconNames.map((name) => {
    const icon = (lucide as unknown as Record<string, lucide.LucideIcon | undefined>)[componentName(name)];
    if (!icon) throw new Error(`lucide-react has no icon ${name}`);
    const inner = renderToStaticMarkup(createElement(icon)).replace(/^<svg[^>]*>|<\/svg>$/g, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  for (const [name, path] of Object.entries(brandMarks)) {
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  const version = Bun.hash(svg).toString(36).slice(0, 8);
  const module = `// Written by scripts/build/icon-sprite.ts: do not edit.\nexport const iconSpriteUrl = "/icons.svg?v=${version}";\n`;
  return { svg, module };
}

if (import.meta.main) {
  const { svg, module } = makeSprite();
  await Bun.write(spritePath, svg);
  await Bun.write(spriteModulePath, module);
  console.log(`${spritePath}: ${iconNames.length} icons, ${svg.length} bytes`);
}
