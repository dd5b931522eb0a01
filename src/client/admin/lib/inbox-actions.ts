import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { counted } from "#shared/counted.ts";
import { notifyFailure } from "./errors";

export type InboxAction = "read" | "unread" | "archive" | "restore" | "delete";
type Noun = { one: string; other: string };

const done: Record<InboxAction, string> = {
  read: "marked as read",
  unread: "marked as unread",
  archive: "archived",
  restore: "restored from the archive",
  delete: "deleted",
};

// What inquiries, contact messages and sample requests share: read marks, the archive and deleting, for one row or the ticked ones.
export function useInboxActions(list: "inquiries" | "contacts" | "samples", noun: Noun, onDone?: () => void) {
  const trpc = useTRPC();
  const api = trpc[list];
  const queryClient = useQueryClient();
  const options = {
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: api.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.desk.pathKey() }),
      ]);
      onDone?.();
    },
    onError: (error: unknown) => notifyFailure(`Failed to update the ${noun.other}`, error),
  };
  const setRead = useMutation(api.setRead.mutationOptions(options));
  const setArchived = useMutation(api.setArchived.mutationOptions(options));
  const remove = useMutation(api.remove.mutationOptions(options));
  const markAllRead = useMutation(api.markAllRead.mutationOptions(options));

  async function run(action: InboxAction, ids: string[]) {
    const what = counted(ids.length, noun);
    if (action === "delete" && !window.confirm(`Delete ${what}? This cannot be undone.`)) return;
    if (action === "read" || action === "unread") await setRead.mutateAsync({ ids, read: action === "read" });
    else if (action === "delete") await remove.mutateAsync({ ids });
    else await setArchived.mutateAsync({ ids, archived: action === "archive" });
    notifySuccess(`${what} ${done[action]}`);
  }
  const busy = setRead.isPending || setArchived.isPending || remove.isPending || markAllRead.isPending;
  return {
    run: (action: InboxAction, ids: string[]) => run(action, ids).catch(() => {}),
    markAllRead: () =>
      markAllRead.mutate(undefined, { onSuccess: () => notifySuccess(`Every ${noun.one} marked as read`) }),
    busy,
  };
}
