import { Card } from "#client/components/ui/card.tsx";
import { formatMoney } from "#shared/money.ts";
import { NumbersTable } from "./numbers-table";
import type { StatsReport } from "./types";

type Funnel = StatsReport["funnel"];

export const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)} %`);

// Visits -> product views -> leads (by kind) -> quotes sent -> quotes accepted, each with its rate from the step
// before; then visits and product views per source and campaign.
// The quotes accepted in the period, each currency written as the quotes write it ("USD 4,790.00").
export const acceptedValueText = (values: Array<{ currency: string; total: string }>) =>
  values.length === 0 ? "none" : values.map((v) => formatMoney(v.total, v.currency, "en")).join(", ");

export function FunnelTable({ funnel }: { funnel: Funnel }) {
  const { leads } = funnel;
  const leadCount = Object.values(leads).reduce((n, c) => n + c, 0);
  const steps: [string, number | string, string][] = [
    ["Visits", funnel.visits, ""],
    ["Product views", funnel.productViews, percent(funnel.rates.productViews)],
    ["Leads", leadCount, percent(funnel.rates.leads)],
    ["· product inquiries", leads.inquiries, ""],
    ["· quote requests", leads.quoteRequests, ""],
    ["· contact messages", leads.contacts, ""],
    ["· sample requests", leads.samples, ""],
    ["· booked visits and calls", leads.appointments, ""],
    ["· newsletter sign-ups", leads.subscribers, ""],
    ["Quotes sent", funnel.quotesSent, percent(funnel.rates.quotesSent)],
    ["Quotes accepted", funnel.quotesAccepted, percent(funnel.rates.quotesAccepted)],
  ];
  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-base font-semibold text-slate-900">From visit to order</h2>
      <NumbersTable
        caption="Each step, its count and its rate from the step before"
        columns={["Step", "Count", "Rate"]}
        rows={steps.map(([label, count, rate]) => ({ key: label, name: label, cells: [count, rate] }))}
      />
      <p className="text-sm text-slate-700">Accepted value: {acceptedValueText(funnel.acceptedValue)}</p>
      <ChannelTable title="Per source" rows={funnel.bySource} />
      <ChannelTable title="Per campaign" rows={funnel.byCampaign} />
    </Card>
  );
}

function ChannelTable({ title, rows }: { title: string; rows: Funnel["bySource"] }) {
  if (rows.length === 0) return null;
  return (
    <NumbersTable
      caption={title}
      captionShown
      columns={[title === "Per source" ? "Source" : "Campaign", "Visits", "Product views", "Rate"]}
      rows={rows.map((row) => ({
        key: row.key,
        name: row.key,
        cells: [row.visits, row.productViews, percent(row.rate)],
      }))}
    />
  );
}
