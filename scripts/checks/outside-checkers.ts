import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Two checkers nobody here wrote, against a running production server whose PUBLIC_ORIGIN is `base` (issue 39):
// the W3C Nu Html Checker on every page of the sitemap and every form page (its refused post and its thank-you
// page too), in both languages, and pa11y (WCAG2AA, HTML_CodeSniffer) on the pages people land on. Neither is a
// project dependency: CHECKERS_DIR holds them (npm i vnu-jar pa11y, with PUPPETEER_SKIP_DOWNLOAD=1); Java 17 runs
// the Nu Html Checker.
//   CHECKERS_DIR=/work/tools/checkers bun scripts/checks/outside-checkers.ts http://127.0.0.1:3000
const base = process.argv[2] ?? "http://127.0.0.1:3000";
const tools = process.env.CHECKERS_DIR ?? ".";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const folder = mkdtempSync(join(tmpdir(), "outside-checkers-"));

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
  const url = new URL((m[1] ?? "").replaceAll("&amp;", "&"));
  return `${url.pathname}${url.search}`;
});
const [product] = (await (await fetch(`${base}/api/products`)).json()) as Array<{ id: string; slug: string }>;
const forms = ["/book", "/quote-list", `/inquiry/${product?.id}`, `/products/${product?.slug}/sample`];
const both = (paths: string[]) => paths.flatMap((path) => [path, `/ar${path}`]);
const posted = both(["/contact", "/testimonial", "/newsletter", ...forms]);

// Each page saved as a file, named by what was asked for.
const pages = new Map<string, string>();
const keep = async (name: string, res: Response) => {
  const file = join(folder, `${pages.size}.html`);
  writeFileSync(file, await res.text());
  pages.set(file, `${name} (${res.status})`);
};
for (const path of [...listed, ...both(forms), ...posted.map((p) => `${p}/sent`), "/admin/login"]) {
  await keep(path, await fetch(`${base}${path}`));
}
for (const path of posted) {
  await keep(
    `POST ${path}`,
    await fetch(`${base}${path}`, { method: "POST", headers: { origin: base }, body: new FormData() }),
  );
}

const vnuJar = join(tools, "node_modules/vnu-jar/build/dist/vnu.jar");
const vnu = Bun.spawnSync(["java", "-jar", vnuJar, "--errors-only", "--format", "json", ...pages.keys()]);
type VnuMessage = { url: string; message: string; extract?: string };
const all = (JSON.parse(vnu.stderr.toString()) as { messages: VnuMessage[] }).messages;
const html = all.filter((m) => !m.message.startsWith("CSS:"));
for (const m of html)
  console.log(`vnu   ${pages.get(new URL(m.url).pathname)}: ${m.message}\n      ${m.extract ?? ""}`);
console.log(
  `Nu Html Checker: ${html.length} errors on ${pages.size} pages (and ${all.length - html.length} CSS messages)`,
);

const config = join(folder, "pa11y.json");
writeFileSync(
  config,
  JSON.stringify({ chromeLaunchConfig: { executablePath: chromium, args: ["--no-sandbox"] } }),
);
const pa11y = join(tools, "node_modules/.bin/pa11y");
const landed = [
  "/",
  "/ar",
  "/products",
  `/products/${product?.slug}`,
  `/ar/products/${product?.slug}`,
  "/blog",
];
const checked = [...landed, "/book", "/quote-list", "/admin/login"];
let a11y = 0;
for (const path of checked) {
  const run = Bun.spawnSync([pa11y, "-c", config, "-r", "json", `${base}${path}`]);
  const issues = JSON.parse(run.stdout.toString() || "[]") as Array<{
    code: string;
    message: string;
    selector: string;
  }>;
  for (const i of issues) console.log(`pa11y ${path}: ${i.code}\n      ${i.message} (${i.selector})`);
  a11y += issues.length;
}
console.log(`pa11y: ${a11y} errors on ${checked.length} pages`);
process.exit(html.length + a11y === 0 ? 0 : 1);
