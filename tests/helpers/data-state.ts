import { Database } from "bun:sqlite";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Every row of every table of a database file, in rowid order: two files hold the same data when these are equal.
export function tablesOf(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    const names = db
      .query<{ name: string }, []>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
      .map((t) => t.name);
    return Object.fromEntries(
      names.map((name) => [name, db.query(`SELECT * FROM "${name}" ORDER BY rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

// Every file in DATA_DIR/uploads with its bytes (hex-free: a Buffer compares by content).
export function uploadsOf(dataDir: string) {
  const dir = join(dataDir, "uploads");
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(join(dir, name))]),
  );
}

// A stopped copy of a test app's site (database and uploads) in a folder of its own. The test app's own
// connection lingers until Drizzle's statements are collected, holding SQLite's lock, as a running server would;
// tests restore into the copy.
export function stoppedCopy(dataDir: string) {
  const copy = mkdtempSync(join(tmpdir(), "tissue-stopped-"));
  process.on("exit", () => rmSync(copy, { recursive: true, force: true }));
  copyFileSync(join(dataDir, "app.db"), join(copy, "app.db"));
  if (existsSync(join(dataDir, "uploads")))
    cpSync(join(dataDir, "uploads"), join(copy, "uploads"), { recursive: true });
  return copy;
}
