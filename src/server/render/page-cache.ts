import type { Db } from "../db";
import { type Compressed, compressOnce } from "./compression";

// Rendered public pages, kept until the database changes. SQLite's total_changes() counts every row this
// connection has inserted, updated or deleted, so any write (content, products, testimonials, whichever door
// it came through) makes the next request render afresh; a visitor's form submission does too, which costs
// one render. Keys are origin + path: without PUBLIC_ORIGIN the Host header picks the origin, hence the bound.
export class PageCache {
  private readonly pages = new Map<string, Compressed>();
  private stamp = -1;
  private readonly changes: { get: () => unknown };

  constructor(
    db: Db,
    private readonly maxEntries = 32,
  ) {
    this.changes = db.$client.query("SELECT total_changes() AS n");
  }

  private fresh() {
    const now = (this.changes.get() as { n: number }).n;
    if (now !== this.stamp) {
      this.pages.clear();
      this.stamp = now;
    }
  }

  async get(key: string, render: () => Promise<string>): Promise<Compressed> {
    this.fresh();
    const known = this.pages.get(key);
    if (known) return known;
    const stampBefore = this.stamp;
    const page = await compressOnce(await render());
    // A write that landed while rendering leaves this page uncached, so it cannot outlive the change.
    this.fresh();
    if (this.stamp === stampBefore) {
      if (this.pages.size >= this.maxEntries) this.pages.clear();
      this.pages.set(key, page);
    }
    return page;
  }
}
