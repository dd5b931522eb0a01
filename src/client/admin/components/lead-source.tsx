import { useQuery } from "@tanstack/react-query";
import { Select } from "#client/components/ui/select.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import type { LeadSource } from "#shared/lead-source.ts";
import type { CsvColumn } from "../lib/csv";

// Where a lead's visitor came from (docs/decisions/200), the same on every lead list: a line on its card, a
// filter in its toolbar and the columns of its CSV.
type Sourced = { source: LeadSource | null; sourceKey: string };

const adClick = (source: LeadSource | null) =>
  [source?.gclid && "Google (gclid)", source?.fbclid && "Facebook (fbclid)"].filter(Boolean).join(", ");

// The campaign's other tags and where the visit began, after the key the lists filter by.
function detailsOf({ source }: Sourced) {
  if (!source) return [];
  return [
    source.utmCampaign && `campaign ${source.utmCampaign}`,
    source.utmMedium && `medium ${source.utmMedium}`,
    source.referrerHost && source.utmSource && `from ${source.referrerHost}`,
    `landed on ${source.landingPage}`,
  ].filter((part): part is string => Boolean(part));
}

export function LeadSourceLine({ lead }: { lead: Sourced }) {
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="lead-source">
      Source: <span className="font-medium text-slate-800">{lead.sourceKey}</span>
      {detailsOf(lead).map((part) => ` · ${part}`)}
    </p>
  );
}

// Radix's select has no empty value; source keys are lower case, so "ALL" is never one of them.
const all = "ALL";

export function LeadSourceFilter({ value, onChange }: { value: string; onChange: (source: string) => void }) {
  const trpc = useTRPC();
  const keys = useQuery(trpc.desk.sources.queryOptions()).data ?? [];
  const known = value && !keys.includes(value) ? [...keys, value] : keys;
  const options = [{ value: all, label: "All sources" }, ...known.map((key) => ({ value: key, label: key }))];
  return (
    <Select
      aria-label="Source"
      value={value || all}
      onValueChange={(next) => onChange(next === all ? "" : next)}
      options={options}
      className="lg:w-40"
    />
  );
}

export function sourceColumns<T extends Sourced>(): CsvColumn<T>[] {
  return [
    { header: "Source", value: (row) => row.sourceKey },
    { header: "UTM source", value: (row) => row.source?.utmSource },
    { header: "UTM medium", value: (row) => row.source?.utmMedium },
    { header: "UTM campaign", value: (row) => row.source?.utmCampaign },
    { header: "UTM term", value: (row) => row.source?.utmTerm },
    { header: "UTM content", value: (row) => row.source?.utmContent },
    { header: "Ad click", value: (row) => adClick(row.source) },
    { header: "Referring site", value: (row) => row.source?.referrerHost },
    { header: "Landing page", value: (row) => row.source?.landingPage },
    { header: "Landing language", value: (row) => row.source?.lang },
  ];
}
