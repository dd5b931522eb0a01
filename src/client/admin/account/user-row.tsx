import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Crown, LogOut, Pencil, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { counted } from "#shared/counted.ts";
import { DeleteButton, type Face, SwitchButton } from "../components/row-buttons";
import { notifyFailure } from "../lib/errors";
import { formatDate } from "../lib/format";
import { RenameForm } from "./rename-form";

const accessFaces: [Face, Face] = [
  [UserCheck, "Enable"],
  [UserX, "Disable"],
];

export type AdminUser = {
  id: string;
  username: string;
  disabled: boolean;
  mustChangePassword: boolean;
  createdAt: string | null;
  sessions: number;
  owner: boolean;
  passkeys: number;
};

// Only the owner acts on the owner's account and hands the role over; the server refuses the rest anyway
// (docs/decisions/140).
export function UserRow({ user, isYou, youOwn }: { user: AdminUser; isYou: boolean; youOwn: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const done = (message: string) => async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
    notifySuccess(message);
  };
  const failed = (what: string) => (error: unknown) => notifyFailure(what, error);
  const setDisabled = useMutation(
    trpc.users.setDisabled.mutationOptions({
      onSuccess: (_, input) => done(`${user.username} is ${input.disabled ? "disabled" : "enabled"}`)(),
      onError: failed(`${user.username} could not be changed`),
    }),
  );
  const endSessions = useMutation(
    trpc.users.endSessions.mutationOptions({
      onSuccess: done(`${user.username} is signed out everywhere`),
      onError: failed("The sessions could not be ended"),
    }),
  );
  const remove = useMutation(
    trpc.users.remove.mutationOptions({
      onSuccess: done(`${user.username} was removed`),
      onError: failed(`${user.username} could not be removed`),
    }),
  );
  const makeOwner = useMutation(
    trpc.users.makeOwner.mutationOptions({
      onSuccess: done(`${user.username} is now the owner`),
      onError: failed(`${user.username} could not be made the owner`),
    }),
  );
  const busy = setDisabled.isPending || endSessions.isPending || remove.isPending || makeOwner.isPending;
  const confirmRemove = () => {
    if (window.confirm(`Remove the admin ${user.username}? This cannot be undone.`))
      remove.mutate({ id: user.id });
  };
  const confirmOwner = () => {
    const question = `Make ${user.username} the owner? You will no longer be the owner, and only ${user.username} can hand the role back.`;
    if (window.confirm(question)) makeOwner.mutate({ id: user.id });
  };
  // The role goes to an enabled admin who has replaced the one-time password (the server says the same).
  const canOwn = !user.disabled && !user.mustChangePassword;
  const mayChange = !user.owner || youOwn;
  // Shown, not a hover title: a phone has no hover, and the button would stay grey without a word.
  const ownerHintId = `owner-hint-${user.id}`;

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
      <div className="min-w-0 flex-1">
        {renaming ? (
          <RenameForm user={user} onDone={() => setRenaming(false)} />
        ) : (
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {user.username}
            {user.owner && <Badge tone="featured">Owner</Badge>}
            {isYou && <Badge tone="brand">You</Badge>}
            {user.disabled && <Badge tone="danger">Disabled</Badge>}
            {user.mustChangePassword && <Badge tone="warning">One-time password not yet replaced</Badge>}
          </p>
        )}
        <p className="mt-0.5 text-sm text-slate-600">
          {counted(user.sessions, { one: "active session", other: "active sessions" })} ·{" "}
          {user.passkeys === 0 ? "no passkey" : counted(user.passkeys, { one: "passkey", other: "passkeys" })}
          {user.createdAt && ` · added ${formatDate(user.createdAt)}`}
        </p>
        {youOwn && !isYou && !canOwn && (
          <p id={ownerHintId} className="mt-0.5 text-sm text-slate-600">
            Enabled admins who have chosen their own password can become the owner
          </p>
        )}
      </div>
      {!mayChange && <p className="text-sm text-slate-600">Only the owner can change this account</p>}
      {mayChange && (
        <div className="flex flex-wrap gap-2">
          {!renaming && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={`Rename: ${user.username}`}
              onClick={() => setRenaming(true)}
            >
              <Pencil aria-hidden="true" />
              Rename
            </Button>
          )}
          {youOwn && !isYou && (
            <Button
              variant="outline"
              size="sm"
              disabled={busy || !canOwn}
              aria-describedby={canOwn ? undefined : ownerHintId}
              aria-label={`Make owner: ${user.username}`}
              onClick={confirmOwner}
            >
              <Crown aria-hidden="true" />
              Make owner
            </Button>
          )}
          {!isYou && (
            <>
              <Button
                variant="outline"
                size="sm"
                disabled={busy || user.sessions === 0}
                aria-label={`Sign out everywhere: ${user.username}`}
                onClick={() => endSessions.mutate({ id: user.id })}
              >
                <LogOut aria-hidden="true" />
                Sign out everywhere
              </Button>
              <SwitchButton
                variant="outline"
                size="sm"
                disabled={busy}
                on={user.disabled}
                faces={accessFaces}
                nameOf={(label) => `${label} ${user.username}`}
                onClick={() => setDisabled.mutate({ id: user.id, disabled: !user.disabled })}
              />
              <DeleteButton label="Remove" what={user.username} disabled={busy} onClick={confirmRemove} />
            </>
          )}
        </div>
      )}
    </li>
  );
}
