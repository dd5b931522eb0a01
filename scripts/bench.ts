// bun run bench: requests per second of the real server against a bare Bun.serve answering the same bytes,
// server on core 0 and load generator (wrk) on core 1; then the landing page's JS and CSS sizes.
// Options (environment): BENCH_DIST=<built dist> to skip the build, BENCH_SECONDS (default 5).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { type Subprocess, spawn, spawnSync } from "bun";
import { builtClient, need, startSite, waitFor } from "./lib/site-process";

type Captured = { path: string; status: number; headers: Record<string, string>; body: Uint8Array };
const paths = ["/", "/api/products"];
const acceptEncoding = "gzip";

// Child mode: the bare server, answering each captured response's exact status, headers and bytes.
if (process.argv[2] === "--bare") {
  const captured = (await Bun.file(process.argv[3] as string).json()) as (Omit<Captured, "body"> & {
    body: string;
  })[];
  const responses = new Map(captured.map((c) => [c.path, { ...c, body: Buffer.from(c.body, "base64") }]));
  const server = Bun.serve({
    port: Number(process.argv[4]),
    hostname: "127.0.0.1",
    fetch(req) {
      const hit = responses.get(new URL(req.url).pathname);
      return hit
        ? new Response(hit.body, { status: hit.status, headers: hit.headers })
        : new Response(null, { status: 404 });
    },
  });
  console.log(`bare server on ${server.port}`);
} else {
  await main();
}

function wrk(url: string, seconds: number) {
  const args = [
    "taskset",
    "-c",
    "1",
    "wrk",
    "-t1",
    "-c64",
    `-d${seconds}s`,
    "-H",
    `Accept-Encoding: ${acceptEncoding}`,
    url,
  ];
  const out = spawnSync(args).stdout.toString();
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  if (!rps) throw new Error(`wrk gave no figure:\n${out}`);
  if (/Non-2xx/.test(out)) throw new Error(`wrk saw errors:\n${out}`);
  return rps;
}

async function capture(base: string, path: string): Promise<Captured> {
  const res = await fetch(`${base}${path}`, {
    headers: { "accept-encoding": acceptEncoding },
    decompress: false,
  });
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "content-encoding", "cache-control", "vary"]) {
    const value = res.headers.get(name);
    if (value) headers[name] = value;
  }
  return { path, status: res.status, headers, body: new Uint8Array(await res.arrayBuffer()) };
}

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

type Manifest = Record<string, ManifestChunk>;

// The chunks reached from the given roots, skipping the admin's own (reached only through admin/routes.tsx).
function reach(manifest: Manifest, roots: string[], lazyToo: boolean) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || key.startsWith("src/client/admin/")) return;
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...(lazyToo ? (chunk.dynamicImports ?? []) : [])])
      visit(next);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => manifest[key] as ManifestChunk);
}

// First load: the entry, and the hydration chunk it imports right after the first paint, with their static
// imports. Everything: also every lazy chunk the landing page can load later (forms, dialog, toasts).
async function landingFiles(distDir: string) {
  const manifest = (await Bun.file(join(distDir, ".vite/manifest.json")).json()) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? "";
  const firstLoad = reach(manifest, [entry, "src/client/hydrate.tsx"], false);
  const everything = reach(manifest, [entry], true);
  return {
    firstJs: firstLoad.map((c) => c.file),
    js: everything.map((c) => c.file),
    css: [...new Set(everything.flatMap((c) => c.css ?? []))],
  };
}

async function landingSizes(distDir: string) {
  const files = await landingFiles(distDir);
  const size = async (names: string[]) => {
    const bytes = await Promise.all(names.map((f) => Bun.file(join(distDir, f)).bytes()));
    const sum = (f: (b: Uint8Array) => number) => bytes.reduce((n, b) => n + f(b), 0);
    return {
      raw: sum((b) => b.length),
      gzip: sum((b) => gzipSync(b, { level: 9 }).length),
      br: sum((b) => brotliCompressSync(b).length),
    };
  };
  return { firstJs: await size(files.firstJs), js: await size(files.js), css: await size(files.css) };
}

async function main() {
  need("taskset", "Install util-linux.");
  need("wrk", "Install it with: apt-get install -y wrk");
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const work = mkdtempSync(join(tmpdir(), "tissue-bench-"));
  const children: Subprocess[] = [];
  try {
    const distDir = builtClient(work, "BENCH_DIST");
    const sitePort = 4390;
    const barePort = 4391;
    const { site, base: siteBase } = await startSite(work, distDir, sitePort);
    children.push(site);

    const captured = await Promise.all(paths.map((p) => capture(siteBase, p)));
    const capturedFile = join(work, "captured.json");
    await Bun.write(
      capturedFile,
      JSON.stringify(captured.map((c) => ({ ...c, body: Buffer.from(c.body).toString("base64") }))),
    );
    const bare = spawn(
      ["taskset", "-c", "0", "bun", import.meta.path, "--bare", capturedFile, String(barePort)],
      { stdout: "ignore", stderr: "inherit" },
    );
    children.push(bare);
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${bareBase}/`);

    console.log(
      `\nwrk, 1 thread, 64 connections, ${seconds} s per run, Accept-Encoding: ${acceptEncoding}; server on core 0, wrk on core 1\n`,
    );
    console.log("| path | bytes sent | site req/s | bare Bun.serve req/s | site / bare |");
    console.log("|---|---:|---:|---:|---:|");
    for (const { path, body } of captured) {
      wrk(`${siteBase}${path}`, 1);
      const siteRps = wrk(`${siteBase}${path}`, seconds);
      wrk(`${bareBase}${path}`, 1);
      const bareRps = wrk(`${bareBase}${path}`, seconds);
      console.log(
        `| GET ${path} | ${body.length} | ${siteRps.toFixed(0)} | ${bareRps.toFixed(0)} | ${(siteRps / bareRps).toFixed(2)} |`,
      );
    }

    const sizes = await landingSizes(distDir);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    const rows = [
      ["JS on first load (after the first paint)", sizes.firstJs],
      ["JS in all, with lazy chunks (forms, dialog, toasts)", sizes.js],
      ["CSS (inlined in the page)", sizes.css],
    ] as const;
    console.log("\nThe landing page's code (the admin's chunks excluded):\n");
    console.log("| | raw | gzip -9 | brotli |");
    console.log("|---|---:|---:|---:|");
    for (const [name, s] of rows) console.log(`| ${name} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.br)} |`);
  } finally {
    for (const child of children) child.kill();
    await Promise.all(children.map((c) => c.exited));
    rmSync(work, { recursive: true, force: true });
  }
}
