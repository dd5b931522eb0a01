import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { LoadError, LoadingText } from "../components/empty-state";
import { notifyFailure } from "../lib/errors";
import { formatDateTime } from "../lib/format";

// The signed-in admin's own sessions: which device, since when, last seen; end one or all the others.
export function SessionsList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
  const endOne = useMutation(
    trpc.account.endSession.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess("That device is signed out");
      },
      onError: (error) => notifyFailure("The session could not be ended", error),
    }),
  );
  const endOthers = useMutation(
    trpc.account.endOtherSessions.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess("Every other device is signed out");
      },
      onError: (error) => notifyFailure("The sessions could not be ended", error),
    }),
  );

  if (sessions.isPending) return <LoadingText />;
  if (sessions.isError) return <LoadError what="your sessions" onRetry={() => sessions.refetch()} />;
  const others = sessions.data.filter((s) => !s.current).length;

  return (
    <div className="space-y-4">
      <ul aria-label="Your sessions" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {sessions.data.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <MonitorSmartphone className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {session.device} {session.current && <Badge tone="success">This device</Badge>}
              </p>
              <p className="text-sm text-slate-600">
                Signed in {formatDateTime(session.createdAt)} · last seen {formatDateTime(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Sign out ${session.device}, last seen ${formatDateTime(session.lastSeenAt)}`}
                disabled={endOne.isPending}
                onClick={() => endOne.mutate({ id: session.id })}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        disabled={others === 0 || endOthers.isPending}
        onClick={() => endOthers.mutate()}
      >
        <LogOut aria-hidden="true" />
        Sign out everywhere else
      </Button>
    </div>
  );
}
