import { Card } from "#client/components/ui/card.tsx";
import { NothingCounted, NumbersTable } from "./numbers-table";
import type { Ranked } from "./types";

type Props = { title: string; rows: Ranked[]; first: string; measure?: "views" | "visits" };

// One "top" list: pages, products, sources, campaigns...; each row's share drawn as a bar behind its numbers.
export function RankedTable({ title, rows, first, measure = "views" }: Props) {
  const top = Math.max(1, ...rows.map((r) => r[measure]));
  return (
    <Card className="p-4">
      <h2 className="mb-2 text-base font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <NothingCounted />
      ) : (
        <NumbersTable
          columns={[first, measure === "views" ? "Views" : "Visits", "Visitors"]}
          longNames
          rows={rows.map((row) => ({
            key: row.key,
            title: row.label,
            name: (
              <>
                <span
                  aria-hidden="true"
                  className="absolute inset-y-1 left-0 rounded bg-cyan-50"
                  style={{ width: `${(row[measure] / top) * 100}%` }}
                />
                <span className="relative">{row.label}</span>
              </>
            ),
            cells: [row[measure], row.visitors],
          }))}
        />
      )}
    </Card>
  );
}
