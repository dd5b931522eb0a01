import type { CsvColumn } from "../lib/csv";
import type { StatsReport } from "./types";

type Line = {
  section: string;
  key: string;
  views: number | string;
  visits: number | string;
  visitors: number | string;
};

const columns: CsvColumn<Line>[] = [
  { header: "section", value: (l) => l.section },
  { header: "day or name", value: (l) => l.key },
  { header: "views", value: (l) => l.views },
  { header: "visits", value: (l) => l.visits },
  { header: "visitors", value: (l) => l.visitors },
];

// Everything the screen shows for the period, as one sheet: the days, each top list, and the funnel's steps.
export function statsLines(report: StatsReport): { columns: CsvColumn<Line>[]; rows: Line[] } {
  const ranked = (section: string, rows: StatsReport["pages"]) =>
    rows.map((r) => ({ section, key: r.label, views: r.views, visits: r.visits, visitors: r.visitors }));
  const { funnel } = report;
  const step = (key: string, count: number) => ({
    section: "funnel",
    key,
    views: count,
    visits: "",
    visitors: "",
  });
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
    ...funnel.acceptedValue.map((v) => ({
      section: "accepted value",
      key: v.currency,
      views: v.total,
      visits: "",
      visitors: "",
    })),
  ];
  return { columns, rows };
}
