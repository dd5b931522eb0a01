import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backupKeyWords, newBackupKey } from "#server/core/backup-key.ts";
import { parseSettings } from "#server/settings.ts";
import { s3Server } from "#tests/helpers/s3-server.ts";
import { restoreFromBucket } from "./bucket-restore";
import { unseal } from "./sealed-archive";

const root = join(import.meta.dir, "../../../..");
const dataDir = mkdtempSync(join(tmpdir(), "tissue-bucket-kill-"));
const s3 = await s3Server();
const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
const port = probe.port;
probe.stop(true);
const children: Bun.Subprocess[] = [];
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const key = newBackupKey();
const env = {
  ...process.env,
  ...s3.env,
  BACKUP_KEY: backupKeyWords(key),
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  ADMIN_PASSWORD: "correct horse battery",
  ARGON2_MEMORY_KIB: "64",
};

async function startServer() {
  const child = Bun.spawn(["bun", "src/server/index.ts"], {
    cwd: root,
    env,
    stdout: "ignore",
    stderr: "ignore",
  });
  children.push(child);
  for (let i = 0; i < 200; i++) {
    if ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok) return child;
    await Bun.sleep(50);
  }
  throw new Error("server did not start");
}

const copyRow = () => {
  const db = new Database(join(dataDir, "app.db"), { readonly: true });
  try {
    return db.query<{ name: string; status: string }, []>("SELECT name, status FROM backup_copies").get();
  } finally {
    db.close();
  }
};

test("a server killed (kill -9) in the middle of an upload leaves no half copy counted as good; the next start redoes it", async () => {
  // 20 MB that gzip cannot shrink: the copy goes up in three parts of 8 MiB.
  mkdirSync(join(dataDir, "uploads"), { recursive: true });
  const big = new Uint8Array(20 * 1024 * 1024);
  for (let at = 0; at < big.length; at += 65_536) big.set(crypto.getRandomValues(new Uint8Array(65_536)), at);
  writeFileSync(join(dataDir, "uploads", crypto.randomUUID()), big);

  let midUpload: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    midUpload = resolve;
  });
  // The first part goes through; the second is held, as a slow line holds it, until the server dies.
  s3.intercept((req) => {
    if (new URL(req.url).searchParams.get("partNumber") !== "2") return undefined;
    midUpload();
    return new Promise<Response>(() => {});
  });
  const first = await startServer();
  const backup = Bun.spawn(["bun", "scripts/ops/backup.ts"], {
    cwd: root,
    env,
    stdout: "pipe",
    stderr: "pipe",
  });
  expect(await backup.exited).toBe(0);
  await reached;
  first.kill("SIGKILL");
  await first.exited;

  const row = copyRow();
  expect(row?.status).toBe("uploading");
  const name = row?.name ?? "";
  expect(await s3.keys()).not.toContain(`tissue-site/${name}.sealed.json`);
  await expect(
    restoreFromBucket(
      parseSettings({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), "tissue-x-")) }),
      "latest",
    ),
  ).rejects.toThrow('the bucket holds no whole backup copy under "tissue-site/"');

  s3.intercept(undefined);
  const second = await startServer();
  for (let i = 0; i < 600 && copyRow()?.status !== "stored"; i++) await Bun.sleep(100);
  expect(copyRow()?.status).toBe("stored");
  const parts: Uint8Array[] = [];
  await unseal(s3.client.file(`tissue-site/${name}.sealed`).stream(), key, (plain) => {
    parts.push(plain);
  });
  expect(Buffer.concat(parts).equals(readFileSync(join(dataDir, "backups", name)))).toBe(true);
  second.kill("SIGTERM");
  expect(await second.exited).toBe(0);
}, 120_000);
