import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, UserPlus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { type NewAdminInput, newAdminSchema } from "#shared/schemas.ts";
import { issuesOf, notifyFailure } from "../lib/errors";

type Made = { username: string; password: string };

// The one-time password is shown here once, to hand over; the server keeps only its hash.
function OneTimePassword({ made }: { made: Made }) {
  const copy = async () => {
    await navigator.clipboard.writeText(made.password);
    notifySuccess("Password copied");
  };
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
      <p>
        <strong>{made.username}</strong> can now sign in with this one-time password. It is shown only now,
        and must be replaced at the first sign-in.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Label htmlFor="one-time-password" className="sr-only">
          One-time password
        </Label>
        <Input
          id="one-time-password"
          readOnly
          value={made.password}
          onFocus={(event) => event.currentTarget.select()}
          className="w-auto min-w-0 flex-1 font-mono text-base tracking-wide sm:max-w-xs"
        />
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  );
}

export function NewAdminForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [made, setMade] = useState<Made | null>(null);
  const form = useForm<NewAdminInput>({
    resolver: zodResolver(newAdminSchema),
    defaultValues: { username: "" },
  });
  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: async (user) => {
        form.reset();
        setMade(user);
        await queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
      },
      onError: (error) => {
        const issue = issuesOf(error)[0];
        if (issue) form.setError("username", { message: issue.message }, { shouldFocus: true });
        else notifyFailure("The admin could not be added", error);
      },
    }),
  );
  const error = form.formState.errors.username?.message;

  return (
    <div className="space-y-4">
      <form
        noValidate
        aria-label="Add an admin"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={form.handleSubmit((values) => {
          setMade(null);
          create.mutate(values);
        })}
      >
        <div className="flex-1 space-y-1.5">
          <Label htmlFor="new-admin-username">Username</Label>
          <Input
            autoComplete="off"
            {...fieldA11y("new-admin-username", error)}
            {...form.register("username")}
          />
          <FieldError fieldId="new-admin-username" message={error} />
        </div>
        <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
          <UserPlus aria-hidden="true" />
          {create.isPending ? "Adding..." : "Add admin"}
        </Button>
      </form>
      {made && <OneTimePassword made={made} />}
    </div>
  );
}
