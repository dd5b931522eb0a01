import { describe, expect, test } from "bun:test";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appForEachTest } from "#tests/helpers/test-app.ts";
import { backupName, backupsDir } from "./store";

let cookie = "";
const t = appForEachTest(
  {},
  {
    prepare: async (app) => {
      cookie = await app.login();
    },
  },
);

const download = (name: string, headers: Record<string, string> = { cookie }) =>
  t.request(`/api/admin/backups/${name}`, { headers });

describe("backups in the admin", () => {
  test("Back up now makes an archive that the list shows, newest first, with the schedule", async () => {
    const first = await t.adminCaller().backups.create();
    t.advance(1000);
    const second = await t.adminCaller().backups.create();
    const overview = await t.adminCaller().backups.overview();
    expect(overview.backups.map((b) => b.name)).toEqual([second.name, first.name]);
    expect(overview.backups[0]).toEqual({
      name: second.name,
      size: second.size,
      createdAt: second.createdAt,
      copy: null,
    });
    expect(overview).toMatchObject({ nightlyHourUtc: 3, keepDays: 14 });
    expect(Date.parse(overview.nextAt ?? "")).toBeGreaterThan(t.app.deps.now());
  });

  test("Back up now removes archives older than BACKUP_KEEP_DAYS (14 by default)", async () => {
    mkdirSync(backupsDir(t.dataDir), { recursive: true });
    const day = 86_400_000;
    const [old, recent] = [15, 13].map((days) => backupName(new Date(t.app.deps.now() - days * day)));
    for (const name of [old, recent]) writeFileSync(join(backupsDir(t.dataDir), name ?? ""), "archive");
    const made = await t.adminCaller().backups.create();
    const names = (await t.adminCaller().backups.overview()).backups.map((b) => b.name);
    expect(names).toEqual([made.name, recent ?? ""]);
  });

  test("the download is the archive's bytes, as an attachment, for an admin", async () => {
    const made = await t.adminCaller().backups.create();
    const res = await download(made.name);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${made.name}"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes).toEqual(readFileSync(join(backupsDir(t.dataDir), made.name)));
  });

  test("visitors get 401 and no bytes, through both doors", async () => {
    const made = await t.adminCaller().backups.create();
    const res = await download(made.name, {});
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Sign in required");
    await expect(t.publicCaller().backups.overview()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(t.publicCaller().backups.create()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  test("a name that is not a backup's is 400; a backup that is not there is 404", async () => {
    writeFileSync(join(t.dataDir, "secret.tar.gz"), "not for download");
    for (const name of [
      "..%2Fapp.db",
      "..%2Fsecret.tar.gz",
      "app.db",
      "upload-secret",
      "backup-latest.tar.gz",
    ]) {
      const res = await download(name);
      expect(res.status, name).toBe(400);
      expect((await res.json()).message).toBe("Not a backup file name");
    }
    const missing = await download("backup-2020-01-01T03-00-00Z.tar.gz");
    expect(missing.status).toBe(404);
  });

  test("BACKUP_HOUR=off: no nightly backup, Back up now still works", async () => {
    const { makeTestApp } = await import("#tests/helpers/test-app.ts");
    const off = await makeTestApp({ BACKUP_HOUR: "off" });
    await off.adminCaller().backups.create();
    const overview = await off.adminCaller().backups.overview();
    expect(overview).toMatchObject({ nightlyHourUtc: null, nextAt: null });
    expect(overview.backups).toHaveLength(1);
    off.db.$client.close();
  });
});
