import { FileDown } from "lucide-react";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { formatDateTime } from "../lib/format";
import type { QuoteRow as Quote } from "../lib/types";

// Every revision of a quote's number with the PDF kept for it (docs/decisions/160); shown once there is more than one.
const statusWords: Record<Quote["history"][number]["status"], string> = {
  draft: "draft",
  sent: "sent",
  viewed: "viewed",
  accepted: "accepted",
  declined: "declined",
  replaced: "replaced",
};

export function RevisionHistory({ quote }: { quote: Quote }) {
  if (quote.history.length < 2) return null;
  return (
    <div className="text-xs text-slate-600">
      <p className="font-medium text-slate-700">Revisions</p>
      <ol className="mt-1 space-y-1">
        {quote.history.map((rev) => (
          <li key={rev.id} className="flex flex-wrap items-center gap-2">
            <span>
              {`rev ${rev.revision} · ${statusWords[rev.status]}`}
              {rev.sentAt && ` · sent ${formatDateTime(rev.sentAt)}`}
            </span>
            {rev.status !== "draft" && (
              <a
                href={`/api/admin/quotes/${encodeURIComponent(rev.id)}/pdf`}
                download
                className={buttonClasses("ghost", "sm")}
                aria-label={`Download the PDF of ${quote.number} rev ${rev.revision}`}
              >
                <FileDown aria-hidden="true" />
                PDF
              </a>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
