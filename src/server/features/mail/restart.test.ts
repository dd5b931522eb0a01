import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { smtpSink } from "#tests/helpers/smtp-sink.ts";

const root = join(import.meta.dir, "../../../..");
const dataDir = mkdtempSync(join(tmpdir(), "tissue-mail-restart-"));
// A free port, so parallel runs of the suite never meet.
const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
const port = probe.port;
probe.stop(true);
const sink = await smtpSink();
const children: Bun.Subprocess[] = [];
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  ADMIN_PASSWORD: "correct horse battery",
  ARGON2_MEMORY_KIB: "64",
  SMTP_URL: sink.url,
  OWNER_EMAIL: "owner@example.com",
};
const base = `http://127.0.0.1:${port}`;

async function startServer() {
  const child = Bun.spawn(["bun", "src/server/index.ts"], {
    cwd: root,
    env,
    stdout: "ignore",
    stderr: "inherit",
  });
  children.push(child);
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${base}/healthz`).catch(() => undefined);
    if (up?.ok) return child;
    await Bun.sleep(50);
  }
  throw new Error("server did not start");
}

test("a server killed right after the 201, mid-send, sends the message after restart, once", async () => {
  const first = await startServer();
  const [product] = (await (await fetch(`${base}/api/products`)).json()) as Array<{
    id: string;
    name: string;
  }>;
  const held = sink.holdNext();
  const res = await fetch(`${base}/api/product-inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      productId: product?.id,
      contactName: "Nour",
      email: "nour@example.com",
      businessType: "Hotel",
      quantity: "200 cartons",
      needByDate: "2026-12-15",
    }),
  });
  expect(res.status).toBe(201);
  await held;
  first.kill("SIGKILL");
  await first.exited;

  sink.release();
  const second = await startServer();
  const received = await sink.until(2);
  expect(received.map((m) => m.subject).sort()).toEqual([
    `New inquiry: ${product?.name} from Nour`,
    `We received your inquiry about ${product?.name}`,
  ]);
  second.kill("SIGTERM");
  expect(await second.exited).toBe(0);
  expect(sink.received).toHaveLength(2);
}, 30_000);
