import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import type { StatsPeriod } from "#shared/analytics.ts";
import { AdminLayout } from "../components/admin-layout";
import { LoadError, LoadingText } from "../components/empty-state";
import { datedFileName, downloadCsv, toCsv } from "../lib/csv";
import { CampaignLinks } from "./campaign-links";
import { FunnelTable } from "./funnel-table";
import { LeadChannels } from "./lead-channels";
import { RangePicker } from "./range-picker";
import { RankedTable } from "./ranked-table";
import { statsLines } from "./stats-csv";
import { VisitsChart } from "./visits-chart";

// The site's own visit statistics and the funnel to orders (docs/decisions/200).
export function AnalyticsPage() {
  const trpc = useTRPC();
  const [period, setPeriod] = useState<StatsPeriod>({ lastDays: 30 });
  // The last period stays on screen while the next one loads, so the screen does not jump.
  const report = useQuery({
    ...trpc.analytics.report.queryOptions(period),
    placeholderData: (previous) => previous,
  });
  const exportCsv = () => {
    if (!report.data) return;
    const { columns, rows } = statsLines(report.data);
    const { from, to } = report.data.range;
    downloadCsv(datedFileName(`statistics-${from}-to-${to}`), toCsv(columns, rows));
  };
  return (
    <AdminLayout
      title="Analytics"
      subtitle="Visits counted by the website itself: no cookies, nothing kept about a visitor"
      actions={
        <Button variant="outline" onClick={exportCsv} disabled={!report.data}>
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      }
    >
      <div className="space-y-4">
        <RangePicker
          period={period}
          range={"lastDays" in period ? report.data?.range : period}
          today={report.data?.today}
          onChange={setPeriod}
        />
        {report.isPending ? (
          <LoadingText />
        ) : report.isError ? (
          <LoadError what="the statistics" onRetry={() => report.refetch()} />
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-4">
              {(
                [
                  ["Views", report.data.totals.views],
                  ["Visits", report.data.totals.visits],
                  ["Visitors", report.data.totals.visitors],
                ] as const
              ).map(([label, value]) => (
                <Card key={label} className="p-4">
                  <dt className="text-sm text-slate-600">{label}</dt>
                  <dd className="text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
                </Card>
              ))}
            </dl>
            <p className="text-xs text-slate-500">
              A visitor is counted once a day; over several days one person who came back counts once for each
              day.
            </p>
            <Card className="p-4">
              <VisitsChart days={report.data.days} />
            </Card>
            <FunnelTable funnel={report.data.funnel} />
            <LeadChannels funnel={report.data.funnel} range={report.data.range} />
            <div className="grid gap-4 lg:grid-cols-2">
              <RankedTable title="Top pages" first="Page" rows={report.data.pages} />
              <RankedTable title="Top products" first="Product" rows={report.data.products} />
              <RankedTable title="Sources" first="Source" rows={report.data.sources} measure="visits" />
              <RankedTable title="Campaigns" first="Campaign" rows={report.data.campaigns} measure="visits" />
              <RankedTable
                title="Referring sites"
                first="Site"
                rows={report.data.referrers}
                measure="visits"
              />
              <RankedTable title="Devices" first="Device" rows={report.data.devices} />
              <RankedTable title="Languages" first="Language" rows={report.data.langs} />
            </div>
          </>
        )}
        <CampaignLinks />
      </div>
    </AdminLayout>
  );
}
