import { CalendarDays } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "#client/components/ui/badge.tsx";
import { formatCount } from "#shared/counted.ts";
import { formatDayTime } from "../lib/format";
import type { DeskAppointment } from "../lib/types";
import { statusLook } from "./appointment-card";

// The link to the whole list: "All 1 upcoming" is not English.
export const allUpcoming = (total: number) =>
  total === 1 ? "Open in Appointments" : `All ${formatCount(total)} upcoming`;

// The dashboard's next appointments, soonest first; each links to its place in the list.
export function NextAppointments({ next, total }: { next: DeskAppointment[]; total: number }) {
  if (total === 0) return null;
  return (
    <section
      aria-labelledby="next-appointments"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="next-appointments" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <CalendarDays className="size-5 text-brand" aria-hidden="true" />
          Next appointments
        </h2>
        <Link href="/appointments" className="text-sm font-medium text-brand hover:underline">
          {allUpcoming(total)}
        </Link>
      </div>
      <ul className="mt-3 divide-y divide-slate-100">
        {next.map((a) => (
          <li key={a.id}>
            <Link
              href={`/appointments#${a.id}`}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{formatDayTime(a.date, a.time)}</span>
                <span className="text-slate-600">
                  {" "}
                  · {a.companyName} · {a.kind === "call" ? "Call" : "Visit"}
                </span>
              </span>
              <Badge tone={statusLook[a.status].tone}>{statusLook[a.status].label}</Badge>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
