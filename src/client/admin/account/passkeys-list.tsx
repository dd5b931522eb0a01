import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { Fingerprint, KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC, useTRPCClient } from "#client/lib/trpc.ts";
import { passkeyRegistrationSchema } from "#shared/passkey-schemas.ts";
import { LoadError, LoadingText } from "../components/empty-state";
import { issuesOf, notifyFailure } from "../lib/errors";
import { formatDateTime } from "../lib/format";
import { ceremonyProblem } from "../lib/passkeys";

const nameSchema = passkeyRegistrationSchema.shape.name;

// Adding asks the server for a challenge, lets the browser make the passkey, then has the server check and keep it.
function AddPasskeyForm() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const add = useMutation({
    mutationFn: async (chosen: string) => {
      const options = await client.passkeys.registrationOptions.mutate();
      // tRPC's inferred JSON of the server library's type differs only in the binary extension inputs it never sends.
      const response = await startRegistration({
        optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
      });
      return client.passkeys.add.mutate({ name: chosen, response });
    },
    onSuccess: async () => {
      setName("");
      await queryClient.invalidateQueries({ queryKey: trpc.passkeys.list.queryKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.auth.check.queryKey() });
      notifySuccess("You can now sign in with it.", "Passkey added");
    },
    onError: (cause) => {
      const field = issuesOf(cause).find((issue) => issue.path === "name");
      if (field) return setError(field.message);
      const problem = cause instanceof TRPCClientError ? cause.message : ceremonyProblem(cause);
      if (problem) notifyFailure(problem, cause);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = nameSchema.safeParse(name);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) add.mutate(checked.data);
  };

  return (
    <form noValidate aria-label="Add a passkey" className="space-y-3" onSubmit={submit}>
      <div className="space-y-1.5">
        <Label htmlFor="passkey-name">Name of the new passkey</Label>
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="e.g. Office laptop"
          maxLength={60}
          required
          {...fieldA11y("passkey-name", error)}
        />
        <FieldError fieldId="passkey-name" message={error} />
      </div>
      <Button type="submit" disabled={add.isPending}>
        <Fingerprint aria-hidden="true" />
        {add.isPending ? "Waiting for your device..." : "Add a passkey"}
      </Button>
    </form>
  );
}

// The signed-in admin's own passkeys: name, when added, when last used; remove one.
export function PasskeysList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const passkeys = useQuery(trpc.passkeys.list.queryOptions());
  const remove = useMutation(
    trpc.passkeys.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.passkeys.list.queryKey() });
        notifySuccess("It no longer signs you in.", "Passkey removed");
      },
      onError: (error) => notifyFailure("The passkey could not be removed", error),
    }),
  );

  if (passkeys.isPending) return <LoadingText />;
  if (passkeys.isError) return <LoadError what="your passkeys" onRetry={() => passkeys.refetch()} />;

  return (
    <div className="space-y-5">
      {passkeys.data.length === 0 ? (
        <p className="text-sm text-slate-600">You have no passkey yet.</p>
      ) : (
        <ul
          aria-label="Your passkeys"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <KeyRound className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{passkey.name}</p>
                <p className="text-sm text-slate-600">
                  Added {formatDateTime(passkey.createdAt)} ·{" "}
                  {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : "not used yet"}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Remove passkey ${passkey.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate({ id: passkey.id })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddPasskeyForm />
    </div>
  );
}
