import { between, inArray } from "drizzle-orm";
import { products, visitCounts } from "#db/schema.ts";
import type { Deps } from "#server/context.ts";
import type { StatsPeriod, StatsRange } from "#shared/analytics.ts";
import { addDays, instantOf, wallClockOf } from "#shared/wall-clock.ts";
import { leadsAndQuotes } from "./funnel";
import { leadsByChannel } from "./lead-funnel";

type Counts = { views: number; visits: number; visitors: number };
export type Ranked = Counts & { key: string; label: string };

const zero = (): Counts => ({ views: 0, visits: 0, visitors: 0 });
const addTo = (sum: Counts, row: Counts) => {
  sum.views += row.views;
  sum.visits += row.visits;
  sum.visitors += row.visitors;
};
const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);

// Visitors are distinct per day only (the day's hashes are then forgotten), so over a range they are summed
// visitor-days: someone who came on three days counts three times (docs/decisions/200).
export function statsReport(deps: Pick<Deps, "db" | "settings" | "visits" | "now">, period: StatsPeriod) {
  deps.visits.flush();
  const today = wallClockOf(deps.now(), deps.settings.SITE_TIME_ZONE).date;
  const range: StatsRange =
    "lastDays" in period ? { from: addDays(today, 1 - period.lastDays), to: today } : period;
  const rows = deps.db
    .select()
    .from(visitCounts)
    .where(between(visitCounts.day, range.from, range.to))
    .all();
  const byKind = new Map<string, Map<string, Counts>>();
  for (const row of rows) {
    const kind = byKind.get(row.kind) ?? new Map<string, Counts>();
    byKind.set(row.kind, kind);
    const sum = kind.get(row.key) ?? zero();
    kind.set(row.key, sum);
    addTo(sum, row);
  }
  const perDay = new Map(rows.filter((r) => r.kind === "all").map((r) => [r.day, r]));
  const days: (Counts & { day: string })[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const row = perDay.get(day);
    days.push({ day, views: row?.views ?? 0, visits: row?.visits ?? 0, visitors: row?.visitors ?? 0 });
  }
  const totals = zero();
  for (const day of days) addTo(totals, day);

  const ranked = (kind: string, limit = 20, label = (key: string) => key): Ranked[] =>
    [...(byKind.get(kind) ?? new Map<string, Counts>())]
      .map(([key, counts]) => ({ key, label: label(key), ...counts }))
      .sort((a, b) => b.views - a.views || a.key.localeCompare(b.key))
      .slice(0, limit);

  const productKeys = [...(byKind.get("product")?.keys() ?? [])];
  const names = new Map(
    productKeys.length === 0
      ? []
      : deps.db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, productKeys))
          .all()
          .map((p) => [p.id, p.name]),
  );
  const productViews = [...(byKind.get("product")?.values() ?? [])].reduce((n, c) => n + c.views, 0);

  const tz = deps.settings.SITE_TIME_ZONE;
  const span = {
    start: new Date(instantOf({ date: range.from, time: "00:00" }, tz)),
    end: new Date(instantOf({ date: addDays(range.to, 1), time: "00:00" }, tz)),
  };
  const after = leadsAndQuotes(deps.db, span);
  const leads = Object.values(after.leads).reduce((n, c) => n + c, 0);
  const perChannel = (kind: "source" | "campaign") =>
    ranked(kind, 50).map((row) => {
      const viewed = byKind.get(`${kind}_product`)?.get(row.key)?.views ?? 0;
      return { key: row.key, visits: row.visits, productViews: viewed, rate: rate(viewed, row.visits) };
    });

  return {
    range,
    today,
    days,
    totals,
    pages: ranked("page"),
    products: ranked("product", 20, (id) => names.get(id) ?? id),
    sources: ranked("source"),
    campaigns: ranked("campaign"),
    mediums: ranked("medium"),
    referrers: ranked("referrer"),
    devices: ranked("device"),
    langs: ranked("lang"),
    funnel: {
      visits: totals.visits,
      productViews,
      ...after,
      rates: {
        productViews: rate(productViews, totals.visits),
        leads: rate(leads, totals.visits),
        quotesSent: rate(after.quotesSent, leads),
        quotesAccepted: rate(after.quotesAccepted, after.quotesSent),
      },
      bySource: perChannel("source"),
      byCampaign: perChannel("campaign"),
      leadsBySource: leadsByChannel(deps.db, span, "source"),
      leadsByCampaign: leadsByChannel(deps.db, span, "campaign"),
    },
  };
}
export type StatsReport = ReturnType<typeof statsReport>;
