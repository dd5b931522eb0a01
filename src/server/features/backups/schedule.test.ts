import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseSettings } from "#server/settings.ts";
import { backupScheduler, nextBackupAt } from "./schedule";
import { backupName, backupsDir, listBackups, pruneBackups } from "./store";

const at = (iso: string) => Date.parse(iso);
const hour = 3;

describe("nextBackupAt", () => {
  test("before tonight's hour, with last night's backup: tonight", () => {
    expect(nextBackupAt(at("2026-11-22T01:00:00Z"), hour, at("2026-11-21T03:00:04Z"))).toBe(
      at("2026-11-22T03:00:00Z"),
    );
  });
  test("after tonight's backup: tomorrow night", () => {
    expect(nextBackupAt(at("2026-11-22T05:00:00Z"), hour, at("2026-11-22T03:00:02Z"))).toBe(
      at("2026-11-23T03:00:00Z"),
    );
  });
  test("the site was off at 03:00 and the newest backup is from the night before: now", () => {
    const now = at("2026-11-22T09:30:00Z");
    expect(nextBackupAt(now, hour, at("2026-11-21T03:00:02Z"))).toBe(now);
  });
  test("off for days, started before the hour: now, not tonight", () => {
    const now = at("2026-11-22T01:00:00Z");
    expect(nextBackupAt(now, hour, at("2026-11-19T03:00:00Z"))).toBe(now);
  });
  test("a backup made by hand after the last slot counts", () => {
    expect(nextBackupAt(at("2026-11-22T10:00:00Z"), hour, at("2026-11-22T08:00:00Z"))).toBe(
      at("2026-11-23T03:00:00Z"),
    );
  });
  test("no backup yet: the next slot", () => {
    expect(nextBackupAt(at("2026-11-22T03:30:00Z"), hour, undefined)).toBe(at("2026-11-23T03:00:00Z"));
    expect(nextBackupAt(at("2026-11-22T02:59:59Z"), hour, undefined)).toBe(at("2026-11-22T03:00:00Z"));
  });
  test("midnight and the last day of the year", () => {
    expect(nextBackupAt(at("2026-12-31T23:00:00Z"), 0, at("2026-12-31T00:00:01Z"))).toBe(
      at("2027-01-01T00:00:00Z"),
    );
    expect(nextBackupAt(at("2027-01-01T00:00:00Z"), 0, at("2026-12-31T00:00:01Z"))).toBe(
      at("2027-01-01T00:00:00Z"),
    );
  });
});

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// A data folder of its own with archives named for the given times.
const dataDirWith = (...times: string[]) => {
  const dataDir = mkdtempSync(join(tmpdir(), "tissue-backups-"));
  folders.push(dataDir);
  mkdirSync(backupsDir(dataDir));
  for (const time of times) writeFileSync(join(backupsDir(dataDir), backupName(new Date(time))), "archive");
  return dataDir;
};

describe("the nightly scheduler, across restarts", () => {
  // The backup stands in for the real one: it writes an archive named for the clock's time.
  const scheduler = (dataDir: string, clock: { now: number }, made: string[]) =>
    backupScheduler({
      dataDir,
      hour: () => hour,
      now: () => clock.now,
      log: () => {},
      backup: async () => {
        const name = backupName(new Date(clock.now));
        writeFileSync(join(backupsDir(dataDir), name), "archive");
        made.push(name);
        return { path: name, size: 7 };
      },
    });

  test("runs when a night was missed, once, and not again after a restart the same day", async () => {
    const dataDir = dataDirWith("2026-11-21T03:00:01Z");
    const clock = { now: at("2026-11-22T09:00:00Z") };
    const made: string[] = [];
    await scheduler(dataDir, clock, made).runIfDue();
    expect(made).toEqual(["backup-2026-11-22T09-00-00Z.tar.gz"]);
    clock.now = at("2026-11-22T09:05:00Z");
    await scheduler(dataDir, clock, made).runIfDue();
    clock.now = at("2026-11-23T02:59:59Z");
    await scheduler(dataDir, clock, made).runIfDue();
    expect(made).toHaveLength(1);
    clock.now = at("2026-11-23T03:00:00Z");
    await scheduler(dataDir, clock, made).runIfDue();
    expect(made).toEqual(["backup-2026-11-22T09-00-00Z.tar.gz", "backup-2026-11-23T03-00-00Z.tar.gz"]);
  });
});

describe("a fresh site", () => {
  test("makes its first nightly backup at its first slot, not a day later (or never)", async () => {
    const dataDir = dataDirWith();
    const clock = { now: at("2026-11-22T09:00:00Z") };
    const made: string[] = [];
    const running = backupScheduler({
      dataDir,
      hour: () => hour,
      now: () => clock.now,
      log: () => {},
      backup: async () => {
        const name = backupName(new Date(clock.now));
        writeFileSync(join(backupsDir(dataDir), name), "archive");
        made.push(name);
        return { path: name, size: 7 };
      },
    });
    await running.runIfDue();
    expect(made).toEqual([]);
    clock.now = at("2026-11-23T03:00:00Z");
    await running.runIfDue();
    expect(made).toEqual(["backup-2026-11-23T03-00-00Z.tar.gz"]);
  });
});

describe("pruning", () => {
  const now = at("2026-11-22T03:00:00Z");

  test("keeps BACKUP_KEEP_DAYS of archives and removes older ones", () => {
    const dataDir = dataDirWith(
      "2026-11-22T03:00:00Z",
      "2026-11-15T03:00:00Z",
      "2026-11-08T03:00:01Z",
      "2026-11-08T02:59:59Z",
      "2026-10-01T03:00:00Z",
    );
    const removed = pruneBackups(dataDir, 14, now);
    expect(removed.sort()).toEqual([
      "backup-2026-10-01T03-00-00Z.tar.gz",
      "backup-2026-11-08T02-59-59Z.tar.gz",
    ]);
    expect(listBackups(dataDir).map((b) => b.createdAt)).toEqual([
      "2026-11-22T03:00:00.000Z",
      "2026-11-15T03:00:00.000Z",
      "2026-11-08T03:00:01.000Z",
    ]);
  });

  test("never removes the newest archive, however old", () => {
    const dataDir = dataDirWith("2026-09-01T03:00:00Z", "2026-08-01T03:00:00Z");
    pruneBackups(dataDir, 14, now);
    expect(listBackups(dataDir).map((b) => b.name)).toEqual(["backup-2026-09-01T03-00-00Z.tar.gz"]);
  });

  test("removes a half-written archive left by a crash once it is a day old, and leaves other files alone", () => {
    const dataDir = dataDirWith("2026-11-22T03:00:00Z");
    const dir = backupsDir(dataDir);
    for (const name of [".work-old", ".work-new", "notes.txt"]) writeFileSync(join(dir, name), "");
    utimesSync(join(dir, ".work-old"), new Date(now - 2 * 86_400_000), new Date(now - 2 * 86_400_000));
    utimesSync(join(dir, ".work-new"), new Date(now), new Date(now));
    pruneBackups(dataDir, 14, now);
    expect(readdirSync(dir).sort()).toEqual([".work-new", "backup-2026-11-22T03-00-00Z.tar.gz", "notes.txt"]);
  });
});

describe("settings", () => {
  test("nightly at 03:00 UTC, kept 14 days, by default", () => {
    expect(parseSettings({})).toMatchObject({ BACKUP_HOUR: 3, BACKUP_KEEP_DAYS: 14 });
  });
  test("BACKUP_HOUR takes an hour or off", () => {
    expect(parseSettings({ BACKUP_HOUR: "0" }).BACKUP_HOUR).toBe(0);
    expect(parseSettings({ BACKUP_HOUR: "off" }).BACKUP_HOUR).toBeNull();
    expect(() => parseSettings({ BACKUP_HOUR: "24" })).toThrow(
      "BACKUP_HOUR must be an hour from 0 to 23 (UTC), or off",
    );
    expect(() => parseSettings({ BACKUP_HOUR: "3am" })).toThrow("BACKUP_HOUR");
    expect(() => parseSettings({ BACKUP_KEEP_DAYS: "0" })).toThrow("BACKUP_KEEP_DAYS");
  });
});
