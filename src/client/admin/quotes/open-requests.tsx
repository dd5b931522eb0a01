import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Card } from "#client/components/ui/card.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { LeadSourceLine } from "../components/lead-source";
import { formatDateTime } from "../lib/format";
import { live } from "../lib/live";

// Buyers' quote lists no quote answers yet: each is one item with its lines, priced from here.
export function OpenRequests() {
  const requests = useQuery({ ...useTRPC().quotes.requests.queryOptions(), ...live }).data ?? [];
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="open-requests" className="mb-8 space-y-3">
      <h2 id="open-requests" className="text-lg font-semibold text-slate-900">
        Quote requests waiting for a price
      </h2>
      <ul className="space-y-3">
        {requests.map((request) => (
          <li key={request.id}>
            <Card className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:px-5">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {request.reference} · {request.contactName}
                </p>
                <p className="text-sm text-slate-600">
                  <span className="break-all">{request.email}</span> · {request.businessType} · needed by{" "}
                  {request.needByDate} · {formatDateTime(request.createdAt)}
                </p>
                <LeadSourceLine lead={request} />
                <ul className="mt-2 list-disc ps-5 text-sm text-slate-800">
                  {request.lines.map((line) => (
                    <li key={line.id}>
                      {line.productName}: {line.quantity}
                    </li>
                  ))}
                </ul>
              </div>
              <Link
                href={`/quotes?from=${request.lines[0]?.id ?? ""}`}
                className={buttonClasses("primary", "sm")}
                aria-label={`Make a quote for ${request.reference}`}
              >
                <FileText aria-hidden="true" />
                Make a quote
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
