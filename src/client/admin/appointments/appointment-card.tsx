import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import type { AppointmentStatus } from "#shared/appointment-schema.ts";
import { EmailLink, languageName, PhoneLink } from "../components/lead-details";
import { LeadSourceLine } from "../components/lead-source";
import { formatDayTime } from "../lib/format";
import type { DeskAppointment } from "../lib/types";
import { MoveForm } from "./move-form";

export const statusLook: Record<AppointmentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Pending", tone: "warning" },
  confirmed: { label: "Confirmed", tone: "success" },
  completed: { label: "Completed", tone: "neutral" },
  cancelled: { label: "Cancelled", tone: "danger" },
};

// The next steps from each status; confirming mails the visitor (with the calendar file).
const actions: Record<AppointmentStatus, Array<{ to: AppointmentStatus; label: string }>> = {
  pending: [
    { to: "confirmed", label: "Confirm and email" },
    { to: "cancelled", label: "Cancel" },
  ],
  confirmed: [
    { to: "completed", label: "Mark completed" },
    { to: "cancelled", label: "Cancel and email" },
  ],
  completed: [{ to: "confirmed", label: "Reopen" }],
  cancelled: [{ to: "pending", label: "Reopen" }],
};

type Props = { appointment: DeskAppointment; busy: boolean; onStatus: (status: AppointmentStatus) => void };

export function AppointmentCard({ appointment: a, busy, onStatus }: Props) {
  const look = statusLook[a.status];
  const [moving, setMoving] = useState(false);
  const movable = a.status === "pending" || a.status === "confirmed";
  return (
    <Card className="grid gap-3 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{a.companyName}</h2>
          <p className="text-sm text-slate-600">
            {a.contactPerson} · {a.kind === "call" ? "Phone call" : "Factory visit"} · {languageName(a.lang)}
          </p>
          <LeadSourceLine lead={a} />
        </div>
        <Badge tone={look.tone}>{look.label}</Badge>
      </div>
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <CalendarDays className="size-4 text-brand" aria-hidden="true" />
        <time dateTime={a.preferredDate}>{formatDayTime(a.date, a.time)}</time>
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <EmailLink email={a.email} icon />
        <PhoneLink phone={a.phone} icon />
      </div>
      {a.message && <p className="text-sm whitespace-pre-wrap text-slate-700">{a.message}</p>}
      <div className="flex flex-wrap gap-2">
        {actions[a.status].map((action) => (
          <Button
            key={action.to}
            size="sm"
            variant={
              action.to === "cancelled"
                ? "destructive-outline"
                : action.to === "confirmed"
                  ? "primary"
                  : "outline"
            }
            disabled={busy}
            onClick={() => onStatus(action.to)}
          >
            {action.label}
          </Button>
        ))}
        {movable && !moving && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setMoving(true)}>
            Move to another time
          </Button>
        )}
      </div>
      {movable && moving && <MoveForm appointment={a} onDone={() => setMoving(false)} />}
    </Card>
  );
}
