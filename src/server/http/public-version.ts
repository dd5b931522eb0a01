import type { Db } from "../db";

// The kinds of public data, each with a counter that database triggers bump (db/migrations/0003_public_versions.sql).
export type PublicData = "products" | "testimonials" | "content" | "blog";
export const allPublicData: PublicData[] = ["products", "testimonials", "content", "blog"];

// A number that changes whenever any of the given kinds of public data does, and only then (a contact message,
// an inquiry or a login leave it alone).
export class PublicVersion {
  private readonly version: { get: () => unknown };
  private readonly changes: { get: () => unknown };
  private seenChanges = -1;
  private seenVersion = -1;

  constructor(db: Db, data: PublicData[]) {
    const names = data.map((name) => `'${name}'`).join(", ");
    // The counters only grow, so their sum changes whenever any of them does.
    this.version = db.$client.query(`SELECT sum(version) AS n FROM public_versions WHERE name IN (${names})`);
    this.changes = db.$client.query("SELECT total_changes() AS n");
  }

  // total_changes() (every row this connection has written) costs a tenth of a microsecond, the counters' query
  // fifty times more: the counters are read again only after some write.
  current() {
    const changes = (this.changes.get() as { n: number }).n;
    if (changes !== this.seenChanges) {
      this.seenChanges = changes;
      this.seenVersion = (this.version.get() as { n: number }).n;
    }
    return this.seenVersion;
  }
}
