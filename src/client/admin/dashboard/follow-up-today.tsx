import { useQuery } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "#client/components/ui/badge.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatDay } from "../lib/format";
import { live } from "../lib/live";

// Quotes whose follow-up date has come and inquiries still pending after the follow-up days (docs/decisions/164), on
// the factory's clock; each links to its place in its list. Nothing due: nothing shown.
export function FollowUpToday() {
  const trpc = useTRPC();
  const due = useQuery({ ...trpc.followUp.today.queryOptions(), ...live }).data;
  if (!due || due.quotes.length + due.inquiries.length === 0) return null;
  const row =
    "flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-md py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand";
  return (
    <section
      aria-labelledby="follow-up-today"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="follow-up-today" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BellRing className="size-5 text-brand" aria-hidden="true" />
        Follow up today
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {due.quotes.map((q) => (
          <li key={q.id}>
            <Link href={`/quotes?q=${encodeURIComponent(q.number)}`} className={row}>
              <span className="min-w-0">
                <span className="font-medium text-slate-900">Quote {q.number}</span>
                <span className="text-slate-600"> · {q.buyerName}</span>
              </span>
              <Badge tone="info">Since {formatDay(q.followUpOn)}</Badge>
            </Link>
          </li>
        ))}
        {due.inquiries.map((i) => (
          <li key={i.id}>
            <Link href={`/inquiries#${i.id}`} className={row}>
              <span className="min-w-0">
                <span className="font-medium text-slate-900">Inquiry from {i.contactName}</span>
                <span className="text-slate-600">
                  {" "}
                  · {i.lines > 1 ? `${i.lines} products` : i.productName}
                </span>
              </span>
              <Badge tone="warning">Pending</Badge>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
