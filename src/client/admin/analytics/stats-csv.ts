import type { CsvColumn } from "../lib/csv";
import type { StatsReport } from "./types";

type Line = {
  section: string;
  key: string;
  views: number | string;
  visits: number | string;
  visitors: number | string;
};

// The sheet's headers are the lines' own fields, but for the key: a day or a name.
const fields = ["section", "key", "views", "visits", "visitors"] as const;
const columns: CsvColumn<Line>[] = fields.map((field) => ({
  header: field === "key" ? "day or name" : field,
  value: (line) => line[field],
}));

// Everything the screen shows for the period, as one sheet: the days, each top list, and the funnel's steps.
export function statsLines(report: StatsReport): { columns: CsvColumn<Line>[]; rows: Line[] } {
  const ranked = (section: string, rows: StatsReport["pages"]) =>
    rows.map((r) => ({ section, key: r.label, views: r.views, visits: r.visits, visitors: r.visitors }));
  const { funnel } = report;
  // A count with no visits or visitors of its own: a step of the funnel, an accepted total.
  const count = (section: string, key: string, views: number | string) => ({
    section,
    key,
    views,
    visits: "",
    visitors: "",
  });
  const step = (key: string, n: number) => count("funnel", key, n);
  const rows: Line[] = [
    ...report.days.map((d) => ({ section: "day", key: d.day, ...d })),
    ...ranked("page", report.pages),
    ...ranked("product", report.products),
    ...ranked("source", report.sources),
    ...ranked("campaign", report.campaigns),
    ...ranked("referrer", report.referrers),
    ...ranked("device", report.devices),
    ...ranked("language", report.langs),
    step("visits", funnel.visits),
    step("product views", funnel.productViews),
    ...Object.entries(funnel.leads).map(([kind, n]) => step(`leads: ${kind}`, n)),
    step("quotes sent", funnel.quotesSent),
    step("quotes accepted", funnel.quotesAccepted),
    ...funnel.acceptedValue.map((v) => count("accepted value", v.currency, v.total)),
  ];
  return { columns, rows };
}
