import { Database } from "bun:sqlite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { migrationsFolder } from "#server/db.ts";

// What marks an archive as a backup of this site, and what it holds (docs/decisions/105).
export const backupFormat = "tissue-site-backup";
export const backupFormatVersion = 1;
export const manifestName = "manifest.json";
export const databaseName = "app.db";
export const uploadsPrefix = "uploads/";

const uploadEntry = /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isArchivedFile = (path: string) => path === databaseName || uploadEntry.test(path);

const migrationSchema = z.object({ tag: z.string(), createdAt: z.number().int(), hash: z.string() });
export type Migration = z.infer<typeof migrationSchema>;

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.literal(backupFormatVersion),
  app: z.literal("tissue-site"),
  createdAt: z.iso.datetime(),
  migration: migrationSchema,
  files: z
    .array(
      z.object({
        path: z.string().refine(isArchivedFile, "not a file a backup holds"),
        size: z.number().int().min(0),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .refine((files) => files.some((f) => f.path === databaseName), "no database"),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const sha256 = (bytes: Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");

type JournalEntry = { when: number; tag: string };
const journal = (): JournalEntry[] =>
  JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")).entries;

// The newest migration this code knows: an archive from a newer schema cannot be restored by it.
export const newestKnownMigration = () => Math.max(...journal().map((e) => e.when));

// The newest migration applied to a database file, as drizzle recorded it.
export function migrationOf(file: string): Migration {
  const db = new Database(file, { readonly: true });
  try {
    const row = db
      .query<{ hash: string; created_at: number }, []>(
        "SELECT hash, created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1",
      )
      .get();
    if (!row) throw new Error("the database has no migrations");
    const tag = journal().find((e) => e.when === Number(row.created_at))?.tag ?? "unknown";
    return { tag, createdAt: Number(row.created_at), hash: row.hash };
  } finally {
    db.close();
  }
}
