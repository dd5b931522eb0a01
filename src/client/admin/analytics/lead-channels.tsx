import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { type CsvColumn, datedFileName, downloadCsv, toCsv } from "../lib/csv";
import { percent } from "./funnel-table";
import { NothingCounted, NumbersTable } from "./numbers-table";
import type { StatsReport } from "./types";

// The funnel's lead steps per source or per campaign, from the source stored with each lead (docs/decisions/200),
// beside the visits counted for the same source or campaign.
type Funnel = StatsReport["funnel"];
type Channel = "source" | "campaign";
type LeadRow = Funnel["leadsBySource"][number];
type Row = LeadRow & { visits: number; leadCount: number };

const kinds: [keyof LeadRow["leads"], string][] = [
  ["inquiries", "Inquiries"],
  ["quoteRequests", "Quote requests"],
  ["contacts", "Messages"],
  ["samples", "Samples"],
  ["appointments", "Bookings"],
  ["subscribers", "Sign-ups"],
];
const value = (row: Row) => row.acceptedValue.map((v) => `${v.total} ${v.currency}`).join(", ");
const leadRate = (row: Row) => (row.visits === 0 ? null : row.leadCount / row.visits);

function rowsOf(funnel: Funnel, channel: Channel): Row[] {
  const visits = channel === "source" ? funnel.bySource : funnel.byCampaign;
  const leads = channel === "source" ? funnel.leadsBySource : funnel.leadsByCampaign;
  const seen = new Set(leads.map((row) => row.key));
  const empty = { contacts: 0, inquiries: 0, quoteRequests: 0, samples: 0, appointments: 0, subscribers: 0 };
  const visitedOnly = visits
    .filter((row) => !seen.has(row.key))
    .map((row) => ({ key: row.key, leads: empty, quotesSent: 0, quotesAccepted: 0, acceptedValue: [] }));
  return [...leads, ...visitedOnly].map((row) => ({
    ...row,
    visits: visits.find((v) => v.key === row.key)?.visits ?? 0,
    leadCount: Object.values(row.leads).reduce((n, c) => n + c, 0),
  }));
}

const csvColumns = (channel: Channel): CsvColumn<Row>[] => [
  { header: channel, value: (row) => row.key },
  { header: "visits", value: (row) => row.visits },
  ...kinds.map(([kind, label]) => ({ header: label.toLowerCase(), value: (row: Row) => row.leads[kind] })),
  { header: "leads", value: (row) => row.leadCount },
  { header: "lead rate", value: (row) => percent(leadRate(row)) },
  { header: "quotes sent", value: (row) => row.quotesSent },
  { header: "quotes accepted", value: (row) => row.quotesAccepted },
  { header: "accepted value", value },
];

export function LeadChannels({ funnel, range }: { funnel: Funnel; range: { from: string; to: string } }) {
  const [channel, setChannel] = useState<Channel>("source");
  const rows = rowsOf(funnel, channel);
  const title = channel === "source" ? "Source" : "Campaign";
  const exportCsv = () =>
    downloadCsv(
      datedFileName(`leads-by-${channel}-${range.from}-to-${range.to}`),
      toCsv(csvColumns(channel), rows),
    );
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Leads and orders by {channel}</h2>
        <div className="flex gap-2">
          <Select
            aria-label="Split by"
            value={channel}
            onValueChange={(next) => setChannel(next as Channel)}
            options={[
              { value: "source", label: "By source" },
              { value: "campaign", label: "By campaign" },
            ]}
            className="w-36"
          />
          <Button variant="outline" onClick={exportCsv} disabled={rows.length === 0}>
            <Download aria-hidden="true" />
            CSV
          </Button>
        </div>
      </div>
      {/* Wider than a phone: the table scrolls on its own, and a keyboard can scroll it too. */}
      {rows.length === 0 ? (
        <NothingCounted />
      ) : (
        <section
          className="overflow-x-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to scroll by keyboard.
          tabIndex={0}
          aria-label={`Leads and orders by ${channel}, scrollable`}
        >
          <NumbersTable
            caption={`Visits, leads by kind, quotes sent and accepted for each ${channel}`}
            spaced
            columns={[
              title,
              "Visits",
              ...kinds.map(([, label]) => label),
              "Lead rate",
              "Quotes sent",
              "Accepted",
              "Value",
            ]}
            rows={rows.map((row) => ({
              key: row.key,
              name: row.key,
              cells: [
                row.visits,
                ...kinds.map(([kind]) => row.leads[kind]),
                percent(leadRate(row)),
                row.quotesSent,
                row.quotesAccepted,
                value(row) || "–",
              ],
            }))}
          />
        </section>
      )}
    </Card>
  );
}
