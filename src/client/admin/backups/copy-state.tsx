import { Badge } from "#client/components/ui/badge.tsx";
import { formatSize } from "#shared/size.ts";
import { formatDateTime } from "../lib/format";
import type { BackupCopy } from "../lib/types";

// Where a backup's copy in the bucket stands: waiting, uploading, stored (with its size and checksum) or failed
// (with the reason and the next try).
export function CopyState({ copy }: { copy: BackupCopy }) {
  if (copy.status === "stored") {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone="success">In the bucket</Badge>
        <span>
          {formatSize(copy.storedSize ?? 0)} sealed ·{" "}
          <span className="font-mono text-xs" title={`SHA-256 ${copy.storedSha256}`}>
            sha256 {copy.storedSha256?.slice(0, 12)}…
          </span>
        </span>
      </p>
    );
  }
  if (copy.status === "failed") {
    return (
      <p className="text-sm text-red-800">
        <Badge tone="danger" className="mr-2">
          Not copied
        </Badge>
        {copy.lastError}.{" "}
        {copy.nextAttemptAt
          ? `Next try: ${formatDateTime(copy.nextAttemptAt)}.`
          : "It will not be tried again."}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600">
      <Badge tone={copy.status === "uploading" ? "info" : "neutral"}>
        {copy.status === "uploading" ? "Copying to the bucket" : "Waiting to be copied"}
      </Badge>
    </p>
  );
}
