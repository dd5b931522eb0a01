// bun run soak: the audit's small campaign for SOAK_SECONDS (default 180) against the real server on core 0,
// driven from core 1: 200 GET/s over the public pages, lists and an image; 20 visitor form posts a second, each
// from its own address behind a trusted proxy; an admin content edit every 5 s. Requests are sent on a fixed
// schedule whatever the answers (an open loop), so a slow server meets the load it would meet in the wild.
// Targets: every answer 2xx, p99 <= 250 ms, peak RSS <= 300 MB, every acknowledged write stored.
// SOAK_DIST=<built dist> skips the build; SOAK_DEBUG=1 also lists the 40 slowest requests.
import { Database } from "bun:sqlite";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "bun";
import { builtClient, need, startSite } from "./lib/site-process";

need("taskset", "Install util-linux.");
if (!process.env.SOAK_ON_CORE_1) {
  const self = spawn(["taskset", "-c", "1", "bun", import.meta.path], {
    env: { ...process.env, SOAK_ON_CORE_1: "1" },
    stdout: "inherit",
    stderr: "inherit",
  });
  process.exit(await self.exited);
}

const seconds = Number(process.env.SOAK_SECONDS ?? 180);
const reads = ["/", "/ar", "/api/products", "/api/testimonials", "/api/content", "/img/800/images/hero.webp"];
type Sample = { kind: string; ms: number; status: number; path?: string; at?: number };
const samples: Sample[] = [];
const acknowledged = { contacts: [] as string[], testimonials: [] as string[], inquiries: [] as string[] };
let lastEdit = "";

const work = mkdtempSync(join(tmpdir(), "tissue-soak-"));
const password = crypto.randomUUID();
const { site, base, dataDir } = await startSite(work, builtClient(work, "SOAK_DIST"), 4392, {
  ADMIN_PASSWORD: password,
  TRUST_PROXY: "true",
});

async function timed(kind: string, path: string, init: RequestInit = {}) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { "accept-encoding": "br, gzip", ...init.headers },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await res.arrayBuffer();
    samples.push({ kind, ms: performance.now() - started, status: res.status, path, at: started });
    return { res, body };
  } catch {
    samples.push({ kind, ms: performance.now() - started, status: 0 });
    return null;
  }
}

const json = (value: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  body: JSON.stringify(value),
  headers: { "content-type": "application/json", ...headers },
});
const products = (await (await fetch(`${base}/api/products`)).json()) as { id: string }[];
const login = await fetch(`${base}/api/admin/login`, json({ username: "admin", password }));
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

let posts = 0;
async function visitorPost() {
  const n = ++posts;
  const from = { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const forms = [
    [
      "contacts",
      "/api/contact",
      { name: `Buyer ${n}`, email: `buyer${n}@hotel.example`, message: "Price list?" },
    ],
    [
      "testimonials",
      "/api/testimonials",
      { name: `Guest ${n}`, text: "Soft and strong, delivered on time.", rating: 5 },
    ],
    [
      "inquiries",
      "/api/product-inquiries",
      {
        productId: products[n % products.length]?.id,
        contactName: `Buyer ${n}`,
        email: `buyer${n}@clinic.example`,
        businessType: "Hotel",
        quantity: "200 cases",
        needByDate: "2027-01-15",
      },
    ],
  ] as const;
  const [kind, path, body] = forms[n % forms.length] as (typeof forms)[number];
  const answer = await timed("form post", path, json(body, from));
  if (answer?.res.status === 201) {
    acknowledged[kind].push((JSON.parse(new TextDecoder().decode(answer.body)) as { id: string }).id);
  }
}

async function adminEdit(n: number) {
  const value = `Soft tissue for every business (${n})`;
  const answer = await timed("admin edit", "/api/content/hero_title", {
    method: "PUT",
    body: JSON.stringify({ value }),
    headers: { "content-type": "application/json", cookie },
  });
  if (answer?.res.status === 200) lastEdit = value;
}

// Peak resident memory and open files, read from /proc once a second.
let peakRssKb = 0;
let peakFiles = 0;
const watch = setInterval(() => {
  const status = readFileSync(`/proc/${site.pid}/status`, "utf8");
  peakRssKb = Math.max(peakRssKb, Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0));
  peakFiles = Math.max(peakFiles, readdirSync(`/proc/${site.pid}/fd`).length);
}, 1000);

console.log(`Soak: ${seconds} s of 200 GET/s, 20 form posts/s and an admin edit every 5 s...`);
const running: Promise<unknown>[] = [];
const start = performance.now();
for (let tick = 0; tick < seconds * 200; tick++) {
  const due = start + tick * 5;
  const wait = due - performance.now();
  if (wait > 0) await Bun.sleep(wait);
  running.push(timed("read", reads[tick % reads.length] as string));
  if (tick % 10 === 0) running.push(visitorPost());
  if (tick % 1000 === 500) running.push(adminEdit(tick / 1000));
}
await Promise.all(running);
clearInterval(watch);
site.kill("SIGTERM");
await site.exited;

const db = new Database(join(dataDir, "app.db"), { readonly: true });
const stored = (table: string, ids: string[]) => {
  const known = new Set(
    db
      .query(`SELECT id FROM ${table}`)
      .all()
      .map((r) => (r as { id: string }).id),
  );
  return ids.filter((id) => known.has(id)).length;
};
const writes = [
  ["contacts", acknowledged.contacts],
  ["testimonials", acknowledged.testimonials],
  ["product_inquiries", acknowledged.inquiries],
] as const;
const ackCount = writes.reduce((n, [, ids]) => n + ids.length, 0);
const storedCount = writes.reduce((n, [table, ids]) => n + stored(table, ids), 0);
const heroTitle = (
  db.query("SELECT value FROM site_content WHERE key = 'hero_title'").get() as { value: string }
).value;
db.close();
rmSync(work, { recursive: true, force: true });

const percentile = (list: number[], p: number) =>
  list[Math.min(list.length - 1, Math.floor(list.length * p))] ?? 0;
const row = (kind: string, list: Sample[]) => {
  const ms = list.map((s) => s.ms).sort((a, b) => a - b);
  const bad = list.filter((s) => s.status < 200 || s.status > 299).length;
  const fmt = (n: number) => n.toFixed(1);
  return `| ${kind} | ${list.length} | ${bad} | ${fmt(percentile(ms, 0.5))} | ${fmt(percentile(ms, 0.99))} | ${fmt(ms.at(-1) ?? 0)} |`;
};
console.log("\n| requests | sent | not 2xx | p50 ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|---:|");
for (const kind of ["read", "form post", "admin edit"])
  console.log(
    row(
      kind,
      samples.filter((s) => s.kind === kind),
    ),
  );
console.log(row("all", samples));
if (process.env.SOAK_DEBUG)
  for (const s of [...samples].sort((a, b) => b.ms - a.ms).slice(0, 40))
    console.log(s.path, s.ms.toFixed(0), ((s.at ?? 0) / 1000).toFixed(1));
const all = samples.map((s) => s.ms).sort((a, b) => a - b);
const failures = samples.filter((s) => s.status < 200 || s.status > 299);
const statuses = [...new Set(failures.map((s) => s.status))].join(", ");
const checks: [string, boolean][] = [
  [
    `every request answered 2xx (${failures.length} not${statuses ? `: ${statuses}` : ""})`,
    failures.length === 0,
  ],
  [`p99 ${percentile(all, 0.99).toFixed(1)} ms <= 250 ms`, percentile(all, 0.99) <= 250],
  [
    `peak RSS ${(peakRssKb / 1024).toFixed(0)} MB <= 300 MB (peak open files ${peakFiles})`,
    peakRssKb <= 300 * 1024,
  ],
  [`acknowledged writes stored: ${storedCount} of ${ackCount}`, storedCount === ackCount && ackCount > 0],
  [`last acknowledged admin edit stored`, lastEdit !== "" && heroTitle === lastEdit],
];
console.log("");
for (const [text, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"} ${text}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
