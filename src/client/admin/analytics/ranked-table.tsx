import { Card } from "#client/components/ui/card.tsx";
import type { Ranked } from "./types";

type Props = { title: string; rows: Ranked[]; first: string; measure?: "views" | "visits" };

// One "top" list: pages, products, sources, campaigns...; each row's share drawn as a bar behind its numbers.
export function RankedTable({ title, rows, first, measure = "views" }: Props) {
  const top = Math.max(1, ...rows.map((r) => r[measure]));
  return (
    <Card className="p-4">
      <h2 className="mb-2 text-base font-semibold text-slate-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing counted in this period.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col">{first}</th>
              <th scope="col" className="w-20 text-right">
                {measure === "views" ? "Views" : "Visits"}
              </th>
              <th scope="col" className="w-20 text-right">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100">
                <th
                  scope="row"
                  className="relative max-w-0 truncate py-1 pr-2 text-left font-normal"
                  title={row.label}
                >
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-1 left-0 rounded bg-cyan-50"
                    style={{ width: `${(row[measure] / top) * 100}%` }}
                  />
                  <span className="relative">{row.label}</span>
                </th>
                <td className="text-right tabular-nums">{row[measure]}</td>
                <td className="text-right tabular-nums">{row.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
