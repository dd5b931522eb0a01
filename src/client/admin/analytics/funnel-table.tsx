import { Card } from "#client/components/ui/card.tsx";
import type { StatsReport } from "./types";

type Funnel = StatsReport["funnel"];

export const percent = (rate: number | null) => (rate === null ? "–" : `${(rate * 100).toFixed(1)} %`);

// Visits -> product views -> leads (by kind) -> quotes sent -> quotes accepted, each with its rate from the step
// before; then visits and product views per source and campaign.
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
      <table className="w-full text-sm">
        <caption className="sr-only">Each step, its count and its rate from the step before</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col">Step</th>
            <th scope="col" className="text-right">
              Count
            </th>
            <th scope="col" className="text-right">
              Rate
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map(([label, count, rate]) => (
            <tr key={label} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-normal">
                {label}
              </th>
              <td className="text-right tabular-nums">{count}</td>
              <td className="text-right tabular-nums">{rate}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-slate-700">
        Accepted value:{" "}
        {funnel.acceptedValue.length === 0
          ? "none"
          : funnel.acceptedValue.map((v) => `${v.total} ${v.currency}`).join(", ")}
      </p>
      <ChannelTable title="Per source" rows={funnel.bySource} />
      <ChannelTable title="Per campaign" rows={funnel.byCampaign} />
    </Card>
  );
}

function ChannelTable({ title, rows }: { title: string; rows: Funnel["bySource"] }) {
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <caption className="text-left font-medium text-slate-800">{title}</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col">{title === "Per source" ? "Source" : "Campaign"}</th>
          <th scope="col" className="text-right">
            Visits
          </th>
          <th scope="col" className="text-right">
            Product views
          </th>
          <th scope="col" className="text-right">
            Rate
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-100">
            <th scope="row" className="py-1 text-left font-normal">
              {row.key}
            </th>
            <td className="text-right tabular-nums">{row.visits}</td>
            <td className="text-right tabular-nums">{row.productViews}</td>
            <td className="text-right tabular-nums">{percent(row.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
