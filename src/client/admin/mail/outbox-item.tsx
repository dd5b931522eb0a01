import { useState } from "react";
import { Badge, type BadgeTone } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { formatDateTime } from "../lib/format";

export type OutboxRow = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  status: "held" | "waiting" | "sending" | "sent" | "failed" | "gave_up";
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  attachments?: Array<{ filename: string }> | null;
};

const statusBadge: Record<OutboxRow["status"], { label: string; tone: BadgeTone }> = {
  held: { label: "Held (mail off)", tone: "neutral" },
  waiting: { label: "Waiting", tone: "info" },
  sending: { label: "Sending", tone: "info" },
  sent: { label: "Sent", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  gave_up: { label: "Gave up", tone: "danger" },
};

export function OutboxItem({ row, onRetry }: { row: OutboxRow; onRetry: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const badge = statusBadge[row.status];
  const retryable = row.status === "failed" || row.status === "gave_up";
  return (
    <Card className="p-5" data-testid="outbox-item">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {/* An Arabic subject reads right to left inside the admin's English line. */}
            <bdi>{row.subject}</bdi>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </h2>
          <p className="text-sm break-all text-slate-600">To: {row.to}</p>
          {row.attachments?.length ? (
            <p className="text-sm text-slate-600">
              Attached: {row.attachments.map((file) => file.filename).join(", ")}
            </p>
          ) : null}
        </div>
        <time dateTime={row.createdAt} className="text-sm text-slate-600">
          {formatDateTime(row.createdAt)}
        </time>
      </div>
      {row.lastError && row.status !== "sent" && (
        <p className="mt-2 text-sm break-words text-red-700">
          Last error (attempt {row.attempts}): {row.lastError}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? "Hide message" : "Show message"}
        </Button>
        {retryable && (
          <Button size="sm" onClick={() => onRetry(row.id)}>
            Retry
          </Button>
        )}
      </div>
      {open && (
        <div className="mt-3 space-y-3">
          {/* sandbox="" runs no script and loads nothing outside the message itself. */}
          <iframe
            title={`Message: ${row.subject}`}
            sandbox=""
            srcDoc={row.html}
            className="h-80 w-full rounded-lg border border-slate-200 bg-white"
          />
          <pre dir="auto" className="overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs whitespace-pre-wrap">
            {row.text}
          </pre>
        </div>
      )}
    </Card>
  );
}
