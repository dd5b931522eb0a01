import { afterAll } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A tiny stand-in for `vite build` output, for tests: a manifest with an entry, a shared chunk and the lazy admin
// chunk, the files it names, and one large sample image to resize.
export async function makeFakeDist() {
  const dir = mkdtempSync(join(tmpdir(), "tissue-dist-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const manifest = {
    "index.html": {
      file: "assets/index-abc123.js",
      src: "index.html",
      isEntry: true,
      imports: ["_vendor-def456.js"],
      dynamicImports: ["src/client/hydrate.tsx"],
      css: ["assets/index-abc123.css"],
    },
    "src/client/hydrate.tsx": {
      file: "assets/hydrate-aaa111.js",
      src: "src/client/hydrate.tsx",
      isDynamicEntry: true,
      imports: ["index.html", "_vendor-def456.js"],
      dynamicImports: ["src/client/admin/routes.tsx"],
    },
    "_vendor-def456.js": { file: "assets/vendor-def456.js" },
    "src/client/admin/routes.tsx": {
      file: "assets/routes-789abc.js",
      src: "src/client/admin/routes.tsx",
      isDynamicEntry: true,
      imports: ["src/client/hydrate.tsx"],
    },
  };
  mkdirSync(join(dir, ".vite"), { recursive: true });
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "images"));
  writeFileSync(join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
  writeFileSync(join(dir, "assets/index-abc123.js"), `console.log("hydrate");\n`.repeat(200));
  writeFileSync(join(dir, "assets/hydrate-aaa111.js"), "export const app = 1;\n");
  writeFileSync(join(dir, "assets/vendor-def456.js"), "export const v = 1;\n");
  writeFileSync(join(dir, "assets/routes-789abc.js"), "export const admin = 1;\n");
  writeFileSync(join(dir, "assets/index-abc123.css"), "body{margin:0}\n".repeat(200));
  const pixel = join(import.meta.dir, "../fixtures/pixel.png");
  writeFileSync(
    join(dir, "images/wide.png"),
    await new Bun.Image(Bun.file(pixel)).resize(1600, 1000).png().bytes(),
  );
  writeFileSync(join(dir, "images/pixel.png"), await Bun.file(pixel).bytes());
  return dir;
}
