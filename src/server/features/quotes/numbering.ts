import { sql } from "drizzle-orm";
import { sequences } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";

// The next number of a yearly sequence ("Q-2026-0001"), taken inside the caller's transaction: a number is never
// given twice, and a deleted quote's number is never given again.
export function nextNumber(tx: Conn, prefix: "Q" | "R", now: number) {
  const name = `${prefix}-${new Date(now).getUTCFullYear()}`;
  const row = tx
    .insert(sequences)
    .values({ name, last: 1 })
    .onConflictDoUpdate({ target: sequences.name, set: { last: sql`${sequences.last} + 1` } })
    .returning()
    .get();
  return `${name}-${String(row?.last ?? 1).padStart(4, "0")}`;
}
