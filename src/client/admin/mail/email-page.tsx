import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { AdminLayout } from "../components/admin-layout";
import { EmptyState, LoadError, LoadingText } from "../components/empty-state";
import { notifyFailure } from "../lib/errors";
import { MailOffNotice } from "./mail-off-notice";
import { OutboxItem } from "./outbox-item";

export function EmailPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.mail.status.queryOptions());
  const list = useQuery(trpc.mail.list.queryOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.mail.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.mail.status.queryKey() }),
    ]);
  const retry = useMutation(
    trpc.mail.retry.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess("The email will be sent again shortly");
      },
      onError: (error) => notifyFailure("Failed to retry the email", error),
    }),
  );
  const sendHeld = useMutation(
    trpc.mail.sendHeld.mutationOptions({
      onSuccess: async ({ count }) => {
        await refresh();
        notifySuccess(`${count} held emails will be sent`);
      },
      onError: (error) => notifyFailure("Failed to send the held emails", error),
    }),
  );
  const held = status.data?.counts.held ?? 0;

  return (
    <AdminLayout title="Email" subtitle="Every email the website sends, newest first">
      {status.data && !status.data.on && <MailOffNotice onEmailScreen />}
      {status.data?.on && held > 0 && (
        <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
          {held} emails were kept while mail was off.
          <Button size="sm" onClick={() => sendHeld.mutate()} disabled={sendHeld.isPending}>
            Send held emails
          </Button>
        </div>
      )}
      {list.isPending ? (
        <LoadingText />
      ) : list.isError ? (
        <LoadError what="the emails" onRetry={() => list.refetch()} />
      ) : !list.data?.length ? (
        <EmptyState icon={Mail} message="No emails yet." />
      ) : (
        <ul className="space-y-3">
          {list.data.map((row) => (
            <li key={row.id}>
              <OutboxItem row={row} onRetry={(id) => retry.mutate({ id })} />
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}
