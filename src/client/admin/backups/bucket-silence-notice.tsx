import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatDateTime } from "../lib/format";

// On the dashboard and the Backups screen while no copy has reached the bucket for 48 hours (the owner is mailed
// once too): until it is fixed, the backups die with the server.
export function BucketSilenceNotice({ link = true }: { link?: boolean }) {
  const trpc = useTRPC();
  const silence = useQuery(trpc.backups.silence.queryOptions()).data;
  if (!silence) return null;
  return (
    <section
      aria-labelledby="bucket-silence-notice"
      className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <h2 id="bucket-silence-notice" className="font-semibold">
        No backup has reached your bucket for 2 days
      </h2>
      <p className="mt-1">
        {silence.everStored
          ? `The last copy arrived on ${formatDateTime(new Date(silence.since))}.`
          : `Nothing has been copied since the backup of ${formatDateTime(new Date(silence.since))}.`}{" "}
        Your backups are only on this server until it is fixed.
        {silence.lastError ? ` Latest try: ${silence.lastError}.` : ""}{" "}
        {link && (
          <Link href="/backups" className="font-semibold underline">
            Check the backups
          </Link>
        )}
      </p>
    </section>
  );
}
