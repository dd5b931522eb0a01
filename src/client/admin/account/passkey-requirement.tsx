import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { LoadError, LoadingText } from "../components/empty-state";
import { notifyFailure } from "../lib/errors";

// The rule for every admin (docs/decisions/142): with it on, a password alone no longer signs in an admin who has
// a passkey, and one without a passkey can only add one after the password. Only the owner changes it (141).
export function PasskeyRequirement({ youOwn }: { youOwn: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const requirement = useQuery(trpc.passkeys.requirement.queryOptions());
  const save = useMutation(
    trpc.passkeys.setRequirement.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.passkeys.requirement.queryKey(), saved);
        notifySuccess(
          saved.required
            ? "Every admin now signs in with a passkey."
            : "Admins may sign in with a password again.",
          "Sign-in rule saved",
        );
      },
      onError: (error) => notifyFailure("The sign-in rule could not be saved", error),
    }),
  );

  if (requirement.isPending) return <LoadingText />;
  if (requirement.isError) return <LoadError what="the sign-in rule" onRetry={() => requirement.refetch()} />;
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id="require-passkeys"
        checked={requirement.data.required}
        disabled={save.isPending || !youOwn}
        onCheckedChange={(checked) => save.mutate({ required: checked === true })}
        aria-describedby="require-passkeys-note"
        className="mt-0.5"
      />
      <div>
        <Label htmlFor="require-passkeys">Require passkeys for every admin</Label>
        <p id="require-passkeys-note" className="text-sm text-slate-600">
          A password alone no longer signs in an admin who has a passkey; an admin without one must add one
          right after signing in with the password. Add your own passkey first (Your account).
          {youOwn ? "" : " Only the owner changes this rule."}
        </p>
      </div>
    </div>
  );
}
