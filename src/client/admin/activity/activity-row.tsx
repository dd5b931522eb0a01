import { Globe, UserRound } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card } from "#client/components/ui/card.tsx";
import type { AuditKind } from "#shared/audit.ts";
import { formatDayTime } from "../lib/format";
import type { ActivityEntry } from "../lib/types";

export const kindLabels: Record<AuditKind, string> = {
  "sign-in": "Sign-ins",
  account: "Own account",
  user: "Admin users",
  content: "Website content",
  product: "Products",
  testimonial: "Testimonials",
  blog: "Blog",
  inquiry: "Inquiries",
  message: "Messages",
  appointment: "Appointments",
  quote: "Quotes",
  campaign: "Campaigns",
  mail: "Email",
  settings: "Settings",
  backup: "Backups",
  upload: "Uploads",
  other: "Other",
};

// Who, when (on the factory's clock, as the server sends it), what and from where.
export function ActivityRow({ entry: e }: { entry: ActivityEntry }) {
  return (
    <Card className="grid gap-2 px-4 py-3 sm:px-5" data-testid="activity-entry">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{e.label}</h2>
          {e.summary && <p className="text-sm break-words text-slate-700">{e.summary}</p>}
        </div>
        <Badge tone={e.action === "auth.loginFailed" ? "danger" : "neutral"}>
          {kindLabels[e.kind as AuditKind] ?? e.kind}
        </Badge>
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5 font-medium text-slate-800">
          <UserRound className="size-4 text-brand" aria-hidden="true" />
          {e.username}
        </span>
        <time dateTime={e.at} title={`${e.timeZone} time`}>
          {formatDayTime(e.date, e.time)}
        </time>
        <span className="inline-flex min-w-0 items-center gap-1.5">
          <Globe className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="break-all" dir="ltr">
            {e.ip}
          </span>
          {e.device && <span>· {e.device}</span>}
        </span>
      </p>
      {e.targetId && <p className="font-mono text-xs break-all text-slate-500">{e.targetId}</p>}
    </Card>
  );
}
