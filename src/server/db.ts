import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import * as schema from "#db/schema.ts";
import { appRoot } from "./paths";

export type Db = ReturnType<typeof openDb>;
// The database or a transaction on it: what a step that may run inside a caller's transaction takes.
export type Conn = Omit<Db, "$client">;

export const migrationsFolder = join(appRoot, "db/migrations");

// path ":memory:" gives a private database (tests); anything else is a file in WAL mode.
export function openDb(path: string) {
  if (path !== ":memory:") mkdirSync(join(path, ".."), { recursive: true });
  const sqlite = new Database(path, { create: true, strict: true });
  sqlite.run("PRAGMA journal_mode = WAL");
  // FULL: an acknowledged enquiry survives a power cut, not only a crash.
  sqlite.run("PRAGMA synchronous = FULL");
  sqlite.run("PRAGMA foreign_keys = ON");
  sqlite.run("PRAGMA busy_timeout = 5000");
  // The WAL is folded into the database every 256 pages (1 MiB) and cut back to 1 MiB after each fold, instead of
  // SQLite's 4 MiB that never shrinks: a small volume is not filled by the log.
  sqlite.run("PRAGMA wal_autocheckpoint = 256");
  sqlite.run("PRAGMA journal_size_limit = 1048576");
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder });
  return db;
}

// Drizzle keeps prepared statements, so SQLite would only really close (and fold the WAL into the file) once they
// are collected: checkpoint first, so the file on disk is complete the moment this returns.
export function closeDb(db: Db) {
  db.$client.run("PRAGMA wal_checkpoint(TRUNCATE)");
  db.$client.close();
}
