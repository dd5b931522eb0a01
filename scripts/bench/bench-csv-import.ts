// The products CSV import at 1,000 lines (issue 39): how long the import takes, and how long a visitor's request waits
// while it runs. Two files that once held the server for half a minute: 1,000 lines with one name, and 1,000 with
// Arabic names (whose slugs are all "product"). Each runs on its own fresh server (core 0, sample catalogue); a
// visitor asks for /products one request after another during the import, and the longest waits are printed.
// `bun scripts/bench/bench-csv-import.ts`
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productCsvColumns } from "#shared/product-csv.ts";
import { startSite } from "./lib/site-process";

const port = Number(process.env.BENCH_PORT ?? 4661);
const rows = 1_000;
const header = productCsvColumns.map((c) => c.header).join(",");
const csvOf = (name: (i: number) => string) =>
  [
    header,
    ...Array.from({ length: rows }, (_, i) =>
      productCsvColumns
        .map(
          (c) =>
            ({
              name: name(i),
              description: "Soft",
              category: "napkin",
              price: "3.20",
              active: "yes",
              featured: "no",
              showPrice: "yes",
            })[c.header] ?? "",
        )
        .join(","),
    ),
  ].join("\n");
const files = {
  "1,000 lines with one name": csvOf(() => "Dinner Napkin"),
  "1,000 lines with Arabic names": csvOf((i) => `منديل ${i.toLocaleString("ar-EG")}`),
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

for (const [label, csv] of Object.entries(files)) {
  const work = mkdtempSync(join(tmpdir(), "tissue-bench-csv-"));
  const password = crypto.randomUUID();
  const { site, base } = await startSite(work, join(work, "no-dist"), port, { ADMIN_PASSWORD: password });
  try {
    const headers = { "content-type": "application/json", origin: base };
    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers,
      body: JSON.stringify({ username: "admin", password }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/products`)).arrayBuffer();

    let importing = true;
    const waits: number[] = [];
    const visitor = (async () => {
      while (importing) {
        const started = performance.now();
        await (await fetch(`${base}/products`)).arrayBuffer();
        waits.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const res = await fetch(`${base}/trpc/productCsv.import`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ csv }),
    });
    const took = performance.now() - started;
    importing = false;
    await visitor;
    const answer = await res.text();
    const sorted = [...waits].sort((a, b) => a - b);
    console.log(
      `${label}: import ${res.status} in ${(took / 1000).toFixed(2)} s (${answer.slice(0, 60)}); ` +
        `/products during it: ${waits.length} requests, median ${percentile(sorted, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(sorted, 95).toFixed(0)} ms, longest ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
    );
  } finally {
    site.kill();
    await site.exited;
    rmSync(work, { recursive: true, force: true });
  }
}
