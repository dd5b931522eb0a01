import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDb, openDb } from "#server/db.ts";
import { setAdminPassword } from "#server/features/auth/service.ts";

// Tests hash with the smallest argon2id memory the setting allows; production keeps its cost (see settings.ts).
export const testHashMemoryKib = 64;

const made: string[] = [];
process.on("exit", () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

// Migrating costs far more than copying a file, so the migrated database (with the test admin) is made once per
// process and copied for every test.
let template: Promise<string> | undefined;
async function makeTemplate(admin: { username: string; password: string }) {
  const file = join(tempDir("tissue-template-"), "app.db");
  const db = openDb(file);
  await setAdminPassword(db, admin.username, admin.password, testHashMemoryKib);
  closeDb(db);
  return file;
}

export async function freshDataDir(admin: { username: string; password: string }) {
  template ??= makeTemplate(admin);
  const dataDir = tempDir("tissue-test-");
  copyFileSync(await template, join(dataDir, "app.db"));
  return { dataDir, db: openDb(join(dataDir, "app.db")) };
}

// A migrated database with no user, in a data folder of its own, for tests of start-up and the password command.
export function emptyDataDir() {
  const dataDir = tempDir("tissue-empty-");
  return { dataDir, db: openDb(join(dataDir, "app.db")) };
}
