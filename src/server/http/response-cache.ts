import type { Db } from "../db";
import { type Compressed, compressOnce } from "./compression";

// Public answers (rendered pages, public API lists), kept until the database changes. SQLite's
// total_changes() counts every row this connection has inserted, updated or deleted, so any write (content,
// products, testimonials, whichever door it came through) makes the next request render afresh; a visitor's
// form submission does too, which costs one render. Keys are origin + path: without PUBLIC_ORIGIN the Host header picks the origin, hence the bound.
export class ResponseCache {
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

  // render answers undefined for what must not be kept (an error answer); get then answers undefined too.
  async get(key: string, render: () => Promise<string>): Promise<Compressed>;
  async get(key: string, render: () => Promise<string | undefined>): Promise<Compressed | undefined>;
  async get(key: string, render: () => Promise<string | undefined>): Promise<Compressed | undefined> {
    this.fresh();
    const known = this.pages.get(key);
    if (known) return known;
    const stampBefore = this.stamp;
    const body = await render();
    if (body === undefined) return undefined;
    const page = await compressOnce(body);
    // A write that landed while rendering leaves this page uncached, so it cannot outlive the change.
    this.fresh();
    if (this.stamp === stampBefore) {
      if (this.pages.size >= this.maxEntries) this.pages.clear();
      this.pages.set(key, page);
    }
    return page;
  }
}
