import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Archive, DatabaseBackup } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatSize } from "#shared/size.ts";
import { AdminLayout } from "../components/admin-layout";
import { EmptyState, LoadError, LoadingText } from "../components/empty-state";
import { notifyFailure } from "../lib/errors";
import { BackupRow } from "./backup-row";
import { ScheduleNote } from "./schedule-note";

export function BackupsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.backups.overview.queryOptions());
  const create = useMutation(
    trpc.backups.create.mutationOptions({
      onSuccess: async (made) => {
        await queryClient.invalidateQueries({ queryKey: trpc.backups.overview.queryKey() });
        notifySuccess(`Backup made (${formatSize(made.size)}). Download it to keep a copy off this server.`);
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
        </div>
      )}
    </AdminLayout>
  );
}
