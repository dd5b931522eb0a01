import { join } from "node:path";
import { type CssPiece, cssPiecesFile, pageCss } from "./page-css";

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

// What a page needs from the build: one module script, the chunks it imports at once, and their CSS.
// `styles`, when the page inlines its CSS instead of linking it, gives the CSS a page's markup uses.
export type PageAssets = {
  script: string;
  preload: string[];
  css: string[];
  styles?: (markup: string) => string;
};
export type ClientAssets = { publicPage: PageAssets; adminPage: PageAssets };

const adminSource = "src/client/admin/routes.tsx";
// The entry (main.tsx) only paints-then-imports this chunk, which holds React and the app.
const appSource = "src/client/hydrate.tsx";

// Walks static imports only: a lazily imported chunk (the admin) is never preloaded by the chunks that import it.
function assetsOf(manifest: Manifest, key: string): PageAssets {
  const seen = new Set<string>();
  const preload: string[] = [];
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    if (name !== key) preload.push(`/${chunk.file}`);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { script: `/${manifest[key]?.file}`, preload, css: [...css] };
}

export function assetsFromManifest(manifest: Manifest): ClientAssets {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error("The Vite manifest has no entry chunk");
  // The public page preloads nothing beyond the entry's static imports: the app chunk is fetched after the
  // first paint. The admin shell has nothing to paint, so it preloads the app and the admin chunk.
  const publicPage = assetsOf(manifest, entry[0]);
  const later = [appSource, adminSource]
    .filter((source) => manifest[source])
    .map((source) => assetsOf(manifest, source));
  const adminPage = {
    script: publicPage.script,
    preload: [
      ...new Set([...publicPage.preload, ...later.flatMap((chunk) => [chunk.script, ...chunk.preload])]),
    ].filter((href) => href !== publicPage.script),
    css: [...new Set([...publicPage.css, ...later.flatMap((chunk) => chunk.css)])],
  };
  return { publicPage, adminPage };
}

// Read once per dist folder; a missing build answers null so the caller can say so, and is looked for again later.
const loaded = new Map<string, ClientAssets>();

export async function loadClientAssets(distDir: string): Promise<ClientAssets | null> {
  const known = loaded.get(distDir);
  if (known) return known;
  const file = Bun.file(join(distDir, ".vite/manifest.json"));
  if (!(await file.exists())) return null;
  const assets = assetsFromManifest(await file.json());
  // The public page carries inline the part of the CSS its markup uses: one round trip less before the first
  // paint on a phone (docs/decisions/053). The admin links it, to be cached.
  const pieces = await piecesOf(distDir, assets.publicPage.css);
  assets.publicPage = { ...assets.publicPage, styles: pageCss(pieces) };
  loaded.set(distDir, assets);
  return assets;
}

// The build's stylesheets cut into pieces (scripts/build/css-pieces.ts); a folder built without them (the tests'
// stand-in) inlines each stylesheet whole.
async function piecesOf(distDir: string, hrefs: string[]): Promise<CssPiece[]> {
  const file = Bun.file(join(distDir, cssPiecesFile));
  const known: Record<string, CssPiece[]> = (await file.exists()) ? await file.json() : {};
  const sheets = hrefs.map(async (href) => {
    const pieces = known[href.slice(1)];
    return pieces ?? [{ wrap: [], css: await Bun.file(join(distDir, href)).text() }];
  });
  return (await Promise.all(sheets)).flat();
}
