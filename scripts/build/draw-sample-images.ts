// Draws the sample product photos and page images into public/images as WebP.
// Run: bun scripts/build/draw-sample-images.ts (needs rsvg-convert from librsvg2-bin).
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import * as art from "./sample-images/products";
import { aboutScene, heroScene } from "./sample-images/scenes";

const out = join(import.meta.dir, "../../public/images");
const maxBytes = 80_000;

const images: [string, number, number, () => string][] = [
  ["products/facial-box.webp", 800, 800, art.facialBox],
  ["products/cube-box.webp", 800, 800, art.cubeBox],
  ["products/toilet-rolls.webp", 800, 800, art.toiletRolls],
  ["products/jumbo-roll.webp", 800, 800, art.jumboRoll],
  ["products/kitchen-towels.webp", 800, 800, art.kitchenTowels],
  ["products/interfold-towels.webp", 800, 800, art.interfoldTowels],
  ["products/napkins.webp", 800, 800, art.napkins],
  ["products/pocket-packs.webp", 800, 800, art.pocketPacks],
  ["hero.webp", 1200, 900, heroScene],
  ["about.webp", 1000, 800, aboutScene],
];

const only = process.argv.slice(2);
for (const [path, width, height, draw] of images) {
  if (only.length > 0 && !only.some((name) => path.includes(name))) continue;
  const raster = Bun.spawnSync(["rsvg-convert", "-w", String(width), "-h", String(height), "-f", "png"], {
    stdin: new TextEncoder().encode(draw()),
  });
  if (raster.exitCode !== 0) throw new Error(`rsvg-convert failed for ${path}: ${raster.stderr}`);
  if (process.env.PREVIEW_DIR)
    await Bun.write(join(process.env.PREVIEW_DIR, path.replace(".webp", ".png")), raster.stdout);
  let quality = 86;
  let bytes = await new Bun.Image(raster.stdout).webp({ quality }).bytes();
  while (bytes.length > maxBytes && quality > 40) {
    quality -= 8;
    bytes = await new Bun.Image(raster.stdout).webp({ quality }).bytes();
  }
  mkdirSync(dirname(join(out, path)), { recursive: true });
  await Bun.write(join(out, path), bytes);
  console.log(`${path}: ${width}x${height}, quality ${quality}, ${Math.round(bytes.length / 1024)} kB`);
}
