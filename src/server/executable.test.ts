import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { backupKeyWords, newBackupKey } from "#server/core/backup-key.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { s3Server } from "#tests/helpers/s3-server.ts";

const root = join(import.meta.dir, "../..");
const dir = mkdtempSync(join(tmpdir(), "tissue-executable-"));
const s3 = await s3Server();
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[], env: Record<string, string>) {
  const child = Bun.spawn(args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { out, err, code };
}

// The image's layout: the executable with dist/ and db/migrations/ beside it, started from another folder.
test("the compiled executable serves the API and pages, answers --healthcheck and stops on SIGTERM", async () => {
  const app = join(dir, "app");
  const exe = join(app, "tissue-site");
  const compiled = await run(["bun", "scripts/build/compile.ts", exe], {});
  expect(compiled.err).toBe("");
  expect(compiled.code).toBe(0);
  symlinkSync(await makeFakeDist(), join(app, "dist"));
  cpSync(join(root, "db/migrations"), join(app, "db/migrations"), { recursive: true });

  const env = { DATA_DIR: join(dir, "data"), HOST: "127.0.0.1", PORT: "0", ARGON2_MEMORY_KIB: "64" };
  const { server, port } = await serve(exe, env);
  const base = `http://127.0.0.1:${port}`;

  const products = await fetch(`${base}/api/products`);
  expect(products.status).toBe(200);
  expect((await products.json()).length).toBeGreaterThan(0);
  const page = await fetch(`${base}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("/assets/index-abc123.js");

  expect((await run([exe, "--healthcheck"], { PORT: port })).code).toBe(0);
  server.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  expect((await run([exe, "--healthcheck"], { PORT: port })).code).toBe(1);

  // The image has no Bun: the executable makes and restores backups itself.
  const backup = await run([exe, "--backup"], env);
  expect(backup.code).toBe(0);
  const archive = backup.out.match(/Backup written: (\S+\.tar\.gz) \(/)?.[1] as string;
  const restore = await run([exe, "--restore", archive], env);
  expect(restore.err).toBe("");
  expect(restore.out).toContain("Start the site now.");

  // With a bucket: the executable's worker seals and uploads the copy, and --restore --from-bucket latest brings
  // the site back into a new server's empty folder.
  const bucketEnv = { ...env, ...s3.env, BACKUP_KEY: backupKeyWords(newBackupKey()) };
  const withBucket = await serve(exe, bucketEnv);
  expect((await run([exe, "--backup"], bucketEnv)).code).toBe(0);
  const copied = () => {
    const db = new Database(join(env.DATA_DIR, "app.db"), { readonly: true });
    try {
      return db
        .query<{ n: number }, []>("SELECT count(*) AS n FROM backup_copies WHERE status = 'stored'")
        .get()?.n;
    } finally {
      db.close();
    }
  };
  for (let i = 0; i < 300 && copied() !== 1; i++) await Bun.sleep(100);
  expect(copied()).toBe(1);
  withBucket.server.kill("SIGTERM");
  expect(await withBucket.server.exited).toBe(0);
  const fresh = { ...bucketEnv, DATA_DIR: join(dir, "new-server") };
  const fromBucket = await run([exe, "--restore", "--from-bucket", "latest"], fresh);
  expect(fromBucket.err).toBe("");
  expect(fromBucket.out).toContain("from the bucket into");
}, 120_000);

// Starts the executable; answers it and its port once it listens.
async function serve(exe: string, env: Record<string, string>) {
  const server = Bun.spawn([exe], { cwd: "/", env: { ...process.env, ...env }, stdout: "pipe" });
  const reader = server.stdout.getReader();
  let log = "";
  while (!/Listening on \S+:(\d+)/.test(log)) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`the executable exited:\n${log}`);
    log += new TextDecoder().decode(chunk.value);
  }
  reader.releaseLock();
  return { server, port: log.match(/Listening on \S+:(\d+)/)?.[1] as string };
}
