import { Clock } from "lucide-react";
import { formatDateTime } from "../lib/format";

type Schedule = {
  nightlyHourUtc: number | null;
  keepDays: number;
  nextAt: string | null;
  bucket: { state: string };
};

const hourUtc = (hour: number) => `${String(hour).padStart(2, "0")}:00 UTC`;

// When backups happen and how to bring one back: restoring replaces everything, so it is done on the server
// with the site stopped (bun run restore), never from this screen.
export function ScheduleNote({ nightlyHourUtc, keepDays, nextAt, bucket }: Schedule) {
  const copied = bucket.state === "ready";
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
          {copied
            ? "Each one is also copied, sealed, to your bucket below, and removed from it on the same schedule."
            : "Set a bucket below to keep a sealed copy of each one off this server, or download them."}{" "}
          To go back to a backup, stop the website and run{" "}
          <code className="rounded bg-slate-100 px-1 py-0.5 text-xs">bun run restore &lt;file&gt;</code> on
          the server (<code className="rounded bg-slate-100 px-1 py-0.5 text-xs">--from-bucket latest</code>{" "}
          on a new one).
        </p>
      </div>
    </div>
  );
}
