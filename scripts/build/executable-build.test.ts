import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { executableBuild } from "./executable-build";

const outdir = mkdtempSync(join(tmpdir(), "tissue-executable-build-"));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

// The modules a file imports statically: what is read and parsed with it, before any `import()`.
const staticImports = (code: string) =>
  [...code.matchAll(/^import\s(?:[^;]*?\sfrom\s)?"\.\/([^"]+)";/gm)].map((m) => m[1] as string);

// docs/decisions/096: the packages only rare actions use, and the admin's screens, are modules of their own in the
// executable, read on first use; a server that never uses them never holds their source in memory.
const kept = [
  "node_modules/@zxcvbn-ts/language-common/",
  "node_modules/nodemailer/",
  "node_modules/@simplewebauthn/server/",
  "node_modules/tar-stream/",
  "src/client/admin/",
];

test("the executable's modules read at start hold none of the rare packages nor the admin's screens", async () => {
  // Unminified, the same chunks keep a comment naming each source file they hold.
  const built = await Bun.build({ ...executableBuild, minify: false, outdir, target: "bun" });
  expect(built.success).toBe(true);
  const code = new Map(
    built.outputs.map((o) => [o.path.slice(outdir.length + 1), readFileSync(o.path, "utf8")]),
  );
  const sourcesOf = (file: string) =>
    [...(code.get(file) ?? "").matchAll(/^\/\/ (\S+)$/gm)].map((m) => m[1] as string);
  // The entry starts the server with `import("./index")`: its module and what that imports statically.
  const start = [...code.keys()].find((file) =>
    sourcesOf(file).some((path) => path.endsWith("src/server/index.ts")),
  );
  expect(start).toBeDefined();
  const read = new Set<string>();
  const next = ["executable.js", start as string];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (read.has(file)) continue;
    read.add(file);
    next.push(...staticImports(code.get(file) ?? ""));
  }
  const sources = [...read].flatMap(sourcesOf);
  expect(sources.some((path) => path.endsWith("src/server/app.ts"))).toBe(true);
  expect(kept.filter((part) => sources.some((path) => path.includes(part)))).toEqual([]);
});
