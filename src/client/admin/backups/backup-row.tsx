import { Archive, Download } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { formatSize } from "#shared/size.ts";
import { formatDateTime } from "../lib/format";
import type { BackupListed } from "../lib/types";
import { CopyState } from "./copy-state";

// A plain link: the browser downloads the archive itself, with the session cookie (GET /api/admin/backups/<name>).
export function BackupRow({ backup, latest }: { backup: BackupListed; latest: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:px-5" data-testid="backup-row">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-cyan-50 text-brand">
        <Archive className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <time dateTime={backup.createdAt}>{formatDateTime(backup.createdAt)}</time>
          {latest && <Badge tone="success">Latest</Badge>}
        </p>
        <p className="truncate text-sm text-slate-600">
          {formatSize(backup.size)} · <span className="font-mono text-xs">{backup.name}</span>
        </p>
        {backup.copy && <CopyState copy={backup.copy} />}
      </div>
      <a
        href={`/api/admin/backups/${encodeURIComponent(backup.name)}`}
        download={backup.name}
        className={`${buttonClasses("outline", "sm")} w-full sm:w-auto`}
        aria-label={`Download the backup of ${formatDateTime(backup.createdAt)}`}
      >
        <Download aria-hidden="true" />
        Download
      </a>
    </li>
  );
}
