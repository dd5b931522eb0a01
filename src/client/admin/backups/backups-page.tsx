import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, DatabaseBackup } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatSize } from "#shared/size.ts";
import { AdminLayout } from "../components/admin-layout";
import { EmptyState, LoadError, LoadingText } from "../components/empty-state";
import { notifyFailure } from "../lib/errors";
import type { BucketShown } from "../lib/types";
import { BackupKeyCard } from "./backup-key-card";
import { BackupRow } from "./backup-row";
import { BucketCard } from "./bucket-card";
import { BucketSilenceNotice } from "./bucket-silence-notice";
import { ScheduleNote } from "./schedule-note";

// The form starts again from what is saved whenever that changes (a save), never on a mere refetch.
const savedShape = (b: BucketShown) =>
  JSON.stringify([b.source, b.state, b.endpoint, b.bucket, b.region, b.accessKeyId, b.prefix]);

export function BackupsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Refetched while a copy is on its way, so the screen shows it stored (or why not) without a reload.
  const overview = useQuery({
    ...trpc.backups.overview.queryOptions(),
    refetchInterval: (query) =>
      query.state.data?.backups.some((b) => b.copy && ["waiting", "uploading"].includes(b.copy.status))
        ? 2000
        : false,
  });
  const overviewNow = () => overview.data;
  const create = useMutation(
    trpc.backups.create.mutationOptions({
      onSuccess: async (made) => {
        await queryClient.invalidateQueries({ queryKey: trpc.backups.overview.queryKey() });
        notifySuccess(
          overviewNow()?.bucket.state === "ready"
            ? `Backup made (${formatSize(made.size)}). Its copy is on its way to the bucket.`
            : `Backup made (${formatSize(made.size)}). Download it to keep a copy off this server.`,
        );
      },
      onError: (error) => notifyFailure("The backup could not be made", error),
    }),
  );

  return (
    <AdminLayout
      title="Backups"
      subtitle="Copies of everything on the website: its data and its images"
      actions={
        <Button onClick={() => create.mutate()} disabled={create.isPending}>
          <DatabaseBackup aria-hidden="true" />
          {create.isPending ? "Backing up..." : "Back up now"}
        </Button>
      }
    >
      {overview.isPending ? (
        <LoadingText />
      ) : overview.isError ? (
        <LoadError what="the backups" onRetry={() => overview.refetch()} />
      ) : (
        <div className="space-y-4">
          <BucketSilenceNotice link={false} />
          <ScheduleNote {...overview.data} />
          {overview.data.backups.length === 0 ? (
            <EmptyState icon={Archive} message="No backups yet. Make one now, or wait for tonight's." />
          ) : (
            <ul
              aria-label="Backups"
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              {overview.data.backups.map((backup, index) => (
                <BackupRow key={backup.name} backup={backup} latest={index === 0} />
              ))}
            </ul>
          )}
          <BucketCard key={savedShape(overview.data.bucket)} bucket={overview.data.bucket} />
          <BackupKeyCard keyState={overview.data.bucket.key} />
        </div>
      )}
    </AdminLayout>
  );
}
