import { sql } from "drizzle-orm";
import { visitCounts } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import { type LeadSource, sourceLabel } from "#shared/lead-source.ts";
import { DistinctVisitors } from "./distinct-visitors";
import type { DeviceClass } from "./signals";

export type View = {
  page: string;
  // The product whose details were seen (its inquiry page, or its dialog on the landing page).
  product?: string;
  source: LeadSource;
  // The view came from outside the site (another site, a campaign link, typed or bookmarked): a visit.
  entry: boolean;
  device: DeviceClass;
  visitor: number;
};

type Row = { day: string; kind: string; key: string; views: number; visits: number; visitors: number };

// Distinct keys per kind and day, past which they are counted as "(other)": a beacon can name any page, and the
// table must stay small whatever it is sent (docs/decisions/200).
export const keysPerKindAndDay = 200;
export const otherKey = "(other)";

// Counts page views in memory and writes them as per-day sums in one transaction (flush), so the beacon costs a
// few map updates and the disk sees one small write every few seconds. The day's visitors are kept only in memory,
// per counted row (at most 4 kB a row, distinct-visitors.ts), and dropped when the day changes.
export class VisitCounter {
  private day = "";
  private seen = new Map<string, DistinctVisitors>();
  private keysOfKind = new Map<string, number>();
  private pending = new Map<string, Row>();

  constructor(private readonly db: Conn) {}

  get today() {
    return this.day;
  }

  record(day: string, view: View) {
    if (day !== this.day) this.startDay(day);
    const visit = view.entry ? 1 : 0;
    const add = (kind: string, key: string, visits = visit) => this.add(day, kind, key, view.visitor, visits);
    add("all", "");
    add("page", view.page);
    add("device", view.device);
    add("lang", view.source.lang);
    const { utmCampaign, utmMedium, referrerHost } = view.source;
    const source = sourceLabel(view.source);
    if (view.entry) {
      add("source", source);
      if (utmCampaign) add("campaign", utmCampaign);
      if (utmMedium) add("medium", utmMedium);
      if (referrerHost) add("referrer", referrerHost);
    }
    if (view.product) {
      add("product", view.product, 0);
      add("source_product", source, 0);
      if (utmCampaign) add("campaign_product", utmCampaign, 0);
    }
  }

  // Writes what was counted since the last flush; on failure (a full disk) the counts stay for the next try.
  flush() {
    if (this.pending.size === 0) return 0;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      this.db.transaction((tx) => {
        for (const row of rows) {
          tx.insert(visitCounts)
            .values(row)
            .onConflictDoUpdate({
              target: [visitCounts.day, visitCounts.kind, visitCounts.key],
              set: {
                views: sql`${visitCounts.views} + excluded.views`,
                visits: sql`${visitCounts.visits} + excluded.visits`,
                visitors: sql`${visitCounts.visitors} + excluded.visitors`,
              },
            })
            .run();
        }
      });
    } catch (error) {
      for (const row of rows) this.merge(`${row.day}\t${row.kind}\t${row.key}`, row);
      console.error("Visit counts not written; kept for the next try:", error);
      return 0;
    }
    return rows.length;
  }

  // The hashes of the day that ended, and the keys it saw, are forgotten; its counts are written.
  startDay(day: string) {
    this.flush();
    this.day = day;
    this.seen = new Map();
    this.keysOfKind = new Map();
  }

  private add(day: string, kind: string, wanted: string, visitor: number, visits: number) {
    const key = this.keyFor(kind, wanted);
    const rowKey = `${day}\t${kind}\t${key}`;
    let visitors = this.seen.get(rowKey);
    if (!visitors) {
      visitors = new DistinctVisitors();
      this.seen.set(rowKey, visitors);
    }
    this.merge(rowKey, { day, kind, key, views: 1, visits, visitors: visitors.add(visitor) });
  }

  private keyFor(kind: string, key: string) {
    if (this.seen.has(`${this.day}\t${kind}\t${key}`)) return key;
    const known = this.keysOfKind.get(kind) ?? 0;
    if (known >= keysPerKindAndDay) return otherKey;
    this.keysOfKind.set(kind, known + 1);
    return key;
  }

  private merge(rowKey: string, row: Row) {
    const sum = this.pending.get(rowKey);
    if (!sum) {
      this.pending.set(rowKey, row);
      return;
    }
    sum.views += row.views;
    sum.visits += row.visits;
    sum.visitors += row.visitors;
  }
}
