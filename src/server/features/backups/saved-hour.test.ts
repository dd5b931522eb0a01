import { describe, expect, test } from "bun:test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appForEachTest } from "#tests/helpers/test-app.ts";
import { nightlyBackups } from "./service";
import { backupName, backupsDir, listBackups } from "./store";

// The nightly backup checks the hour in force each time (Settings, else BACKUP_HOUR), so a saved hour or "off"
// holds without a restart. The site made its last backup yesterday at 05:00 UTC; it is 04:00 UTC now.
const t = appForEachTest({ BACKUP_HOUR: "3" });
const dayMs = 86_400_000;
const tomorrow = () => Math.floor(Date.now() / dayMs) * dayMs + dayMs;
const at = (hour: number) => t.advance(tomorrow() + hour * 3_600_000 - t.app.deps.now());
function madeYesterdayAtFive() {
  mkdirSync(backupsDir(t.dataDir), { recursive: true });
  writeFileSync(join(backupsDir(t.dataDir), backupName(new Date(tomorrow() - 19 * 3_600_000))), "archive");
}
const nightly = () => nightlyBackups(t.app.deps, () => {});
const archives = () => listBackups(t.dataDir).length;

describe("the nightly backup's hour", () => {
  test("unsaved, the environment's 03:00 holds: the slot passed since the last backup, so one is made", async () => {
    madeYesterdayAtFive();
    at(4);
    await nightly().runIfDue();
    expect(archives()).toBe(2);
    expect((await t.adminCaller().backups.overview()).nightlyHourUtc).toBe(3);
  });

  test("saved at 05:00: nothing at 04:00, the backup at 05:00, and the screen says when", async () => {
    madeYesterdayAtFive();
    at(4);
    await t.adminCaller().businessRules.save({ backupHour: 5 });
    await nightly().runIfDue();
    expect(archives()).toBe(1);
    expect(await t.adminCaller().backups.overview()).toMatchObject({
      nightlyHourUtc: 5,
      nextAt: new Date(tomorrow() + 5 * 3_600_000).toISOString(),
    });
    at(5);
    await nightly().runIfDue();
    expect(archives()).toBe(2);
  });

  test("saved off: no nightly backup, however long since the last one", async () => {
    madeYesterdayAtFive();
    await t.adminCaller().businessRules.save({ backupHour: null });
    at(4 + 48);
    await nightly().runIfDue();
    expect(archives()).toBe(1);
    expect(await t.adminCaller().backups.overview()).toMatchObject({ nightlyHourUtc: null, nextAt: null });
  });
});
