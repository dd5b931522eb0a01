import { Clock } from "lucide-react";
import { formatDateTime } from "../lib/format";

type Schedule = { nightlyHourUtc: number | null; keepDays: number; nextAt: string | null };

const hourUtc = (hour: number) => `${String(hour).padStart(2, "0")}:00 UTC`;

// When backups happen and how to bring one back: restoring replaces everything, so it is done on the server
// with the site stopped (bun run restore), never from this screen.
export function ScheduleNote({ nightlyHourUtc, keepDays, nextAt }: Schedule) {
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm sm:px-5">
      <Clock className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="space-y-1">
        <p>
          {nightlyHourUtc === null
            ? "Nightly backups are off (Settings turns them on): only the ones made here or with bun run backup are kept."
            : `A backup is made every night at ${hourUtc(nightlyHourUtc)}${nextAt ? ` (next: ${formatDateTime(nextAt)})` : ""}.`}{" "}
          Backups older than {keepDays} days are removed, always keeping the latest.
        </p>
        <p className="text-slate-600">
          Keep a downloaded copy somewhere else. To go back to a backup, stop the website and run{" "}
          <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">bun run restore &lt;file&gt;</code> on
          the server.
        </p>
      </div>
    </div>
  );
}
