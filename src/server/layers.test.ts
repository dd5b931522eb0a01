import { expect, test } from "bun:test";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { Glob } from "bun";

// The house drawn from the imports (src/server/README.md): a file imports only from its own layer or below.
// `import type` is erased before the code runs, so only imports that load code are held to the order.
const root = resolve(import.meta.dir, "../..");
const layers = ["shared", "core", "feature", "http", "door", "app"] as const;
const doorFile = /^src\/server\/features\/[^/]+\/(rest|procedures|action)\.tsx?$/;

function layerOf(file: string): number {
  const at = (name: (typeof layers)[number]) => layers.indexOf(name);
  if (file.startsWith("src/shared/")) return at("shared");
  if (file.startsWith("src/server/core/") || /^src\/server\/(settings|paths|db|context)\.ts$/.test(file)) {
    return at("core");
  }
  if (doorFile.test(file) || file.startsWith("src/server/render/") || file === "src/server/trpc/router.ts") {
    return at("door");
  }
  if (file.startsWith("src/server/features/")) return at("feature");
  if (file.startsWith("src/server/http/") || file.startsWith("src/server/trpc/")) return at("http");
  return at("app");
}

const aliases: Record<string, string> = { "#server/": "src/server/", "#shared/": "src/shared/" };
const importLine = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;
const dynamicImport = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function resolveSpec(from: string, spec: string): string | undefined {
  const alias = Object.keys(aliases).find((prefix) => spec.startsWith(prefix));
  let path: string;
  if (alias) path = aliases[alias] + spec.slice(alias.length);
  else if (spec.startsWith(".")) path = relative(root, resolve(root, dirname(from), spec));
  else return undefined;
  const found = [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((p) =>
    existsSync(join(root, p)),
  );
  return found && /\.tsx?$/.test(found) ? found : undefined;
}

const files = [...new Glob("src/{server,shared}/**/*.{ts,tsx}").scanSync(root)]
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .sort();

// Every import that loads code, as file -> files it needs.
const needs = new Map<string, string[]>();
for (const file of files) {
  const source = readFileSync(join(root, file), "utf8");
  const specs = [
    ...[...source.matchAll(importLine)].filter((m) => !m[1]).map((m) => m[2] as string),
    ...[...source.matchAll(dynamicImport)].map((m) => m[1] as string),
  ];
  const targets = specs.flatMap((spec) => resolveSpec(file, spec) ?? []);
  needs.set(file, [...new Set(targets)]);
}

// Groups of nodes that reach each other (Tarjan's strongly connected components), each a cycle.
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const featureOf = (file: string) => /^src\/server\/features\/([^/]+)\//.exec(file)?.[1];

test("the layers are found where the README puts them", () => {
  expect(files.length).toBeGreaterThan(100);
  expect(layerOf("src/server/core/errors.ts")).toBeLessThan(layerOf("src/server/features/quotes/service.ts"));
  expect(layerOf("src/server/features/quotes/service.ts")).toBeLessThan(layerOf("src/server/http/rest.ts"));
  expect(layerOf("src/server/http/rest.ts")).toBeLessThan(layerOf("src/server/features/quotes/rest.ts"));
  expect(layerOf("src/server/features/quotes/procedures.ts")).toBeLessThan(layerOf("src/server/app.ts"));
});

test("no file imports code from a layer above its own", () => {
  const upward = [...needs].flatMap(([file, targets]) =>
    targets
      .filter((target) => layerOf(target) > layerOf(file))
      .map((target) => `${file} (${layers[layerOf(file)]}) -> ${target} (${layers[layerOf(target)]})`),
  );
  expect(upward).toEqual([]);
});

test("no files import each other's code in a circle", () => {
  expect(cycles(needs).map((group) => group.join(" <-> "))).toEqual([]);
});

test("the features' services import each other's code in one direction only", () => {
  const between = new Map<string, string[]>();
  for (const [file, targets] of needs) {
    const from = featureOf(file);
    if (!from || doorFile.test(file)) continue;
    const to = targets.flatMap((t) => (layerOf(t) === layerOf(file) ? (featureOf(t) ?? []) : []));
    between.set(from, [...new Set([...(between.get(from) ?? []), ...to.filter((name) => name !== from)])]);
  }
  expect(cycles(between).map((group) => group.join(" <-> "))).toEqual([]);
});
