import { formatDay } from "../lib/format";
import { NumbersTable } from "./numbers-table";
import type { StatsReport } from "./types";

type Day = StatsReport["days"][number];

const width = 640;
const height = 160;
const range = ([first, ...rest]: Day[]) =>
  first ? `${formatDay(first.day)} to ${formatDay((rest.at(-1) ?? first).day)}` : "no days";

// Views per day as SVG bars, drawn here rather than with a chart library (docs/decisions/200). The picture is
// for the eye; the same numbers are in the table below it, which is what a screen reader reads.
export function VisitsChart({ days }: { days: Day[] }) {
  const top = Math.max(1, ...days.map((d) => d.views));
  const step = width / Math.max(1, days.length);
  const bar = Math.max(1, step * 0.7);
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-40 w-full"
        role="img"
        aria-label={`Page views per day, ${range(days)}; the table below has the numbers`}
        preserveAspectRatio="none"
      >
        {days.map((d, i) => {
          const h = (d.views / top) * (height - 4);
          return (
            <rect
              key={d.day}
              x={i * step + (step - bar) / 2}
              y={height - h}
              width={bar}
              height={h}
              className="fill-brand"
            >
              <title>{`${formatDay(d.day)}: ${d.views} views, ${d.visitors} visitors`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="text-sm text-slate-600">
        Page views per day{days.every((d) => d.views === 0) ? ": none counted in this period" : ""}
      </figcaption>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand">The numbers per day</summary>
        <div className="mt-2">
          <NumbersTable
            caption="Views, visits and visitors per day"
            columns={["Day", "Views", "Visits", "Visitors"]}
            rows={days.map((d) => ({
              key: d.day,
              name: formatDay(d.day),
              cells: [d.views, d.visits, d.visitors],
            }))}
          />
        </div>
      </details>
    </figure>
  );
}
