// Part of bun run bench: 1,000 inquiries as fast as the server takes them, once with mail off and once
// with mail on against a local SMTP server; every owner alert must arrive exactly once, and the inquiry
// endpoint's throughput with mail on should stay within 20 % of mail off. Server on core 0, load and SMTP on core 1.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawn } from "bun";
import { smtpSink } from "#tests/helpers/smtp-sink.ts";
import { waitFor } from "./lib/site-process";

const inquiries = 1000;
const warmUp = 100;
const concurrency = 32;
const port = 4653;
const base = `http://127.0.0.1:${port}`;

async function post(body: string) {
  const res = await fetch(`${base}/api/product-inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body,
  });
  if (res.status !== 201) throw new Error(`inquiry answered ${res.status}: ${await res.text()}`);
}

// Sends `count` inquiries through `concurrency` parallel senders; answers the requests per second.
async function load(productId: string, count: number) {
  let next = 0;
  const started = performance.now();
  const sender = async () => {
    while (next < count) {
      const n = next++;
      await post(
        JSON.stringify({
          productId,
          contactName: `Bench buyer ${n}`,
          email: `buyer${n}@example.com`,
          businessType: "Hotel",
          quantity: "100 cartons",
          needByDate: "2026-12-31",
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, sender));
  return count / ((performance.now() - started) / 1000);
}

async function run(env: Record<string, string>, afterLoad = async () => {}) {
  const work = mkdtempSync(join(tmpdir(), "tissue-bench-mail-"));
  const server = spawn(["taskset", "-c", "0", "bun", "src/server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(work, "data"),
      DIST_DIR: join(work, "no-dist"),
      ADMIN_PASSWORD: crypto.randomUUID(),
      FORM_RATE_LIMIT: "0",
      NODE_ENV: "production",
      ...env,
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  try {
    await waitFor(`${base}/healthz`);
    const [product] = (await (await fetch(`${base}/api/products`)).json()) as Array<{ id: string }>;
    if (!product) throw new Error("no product to inquire about");
    await load(product.id, warmUp);
    const rate = await load(product.id, inquiries);
    await afterLoad();
    return rate;
  } finally {
    server.kill("SIGTERM");
    await server.exited;
    rmSync(work, { recursive: true, force: true });
  }
}

const sink = await smtpSink();
try {
  const off = await run({});
  let seconds = 0;
  // Every inquiry (warm-up included) yields one alert and one confirmation; the server runs until they arrived.
  const started = performance.now();
  const on = await run({ SMTP_URL: sink.url, OWNER_EMAIL: "owner@example.com" }, async () => {
    await Promise.race([sink.until(2 * (inquiries + warmUp)), Bun.sleep(120_000)]);
    seconds = (performance.now() - started) / 1000;
    // A little longer, so a duplicate would show.
    await Bun.sleep(2000);
  });
  const alerts = sink.received.filter((m) => m.headers.get("x-outbox-kind") === "inquiry_alert");
  const distinct = new Set(alerts.map((m) => m.messageId)).size;
  console.log(`\nMail: ${inquiries} inquiries (after ${warmUp} to warm up), ${concurrency} at a time\n`);
  console.log("| mail | inquiries/s | owner alerts delivered | duplicates |");
  console.log("|---|---:|---:|---:|");
  console.log(`| off | ${off.toFixed(0)} | – | – |`);
  console.log(
    `| on | ${on.toFixed(0)} | ${distinct} of ${inquiries + warmUp} | ${alerts.length - distinct} |`,
  );
  console.log(
    `\nwith mail on / off: ${(on / off).toFixed(2)}; all mail delivered within ${seconds.toFixed(1)} s`,
  );
  const ok = distinct === inquiries + warmUp && alerts.length === distinct && on >= 0.8 * off;
  if (!ok) process.exitCode = 1;
} finally {
  await sink.close();
}
