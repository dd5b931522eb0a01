import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { type NewAdminInput, newAdminSchema } from "#shared/schemas.ts";
import { issuesOf, notifyFailure } from "../lib/errors";

// A new username for one admin, under the rules of a new admin's (docs/decisions/140).
export function RenameForm({ user, onDone }: { user: { id: string; username: string }; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<NewAdminInput>({
    resolver: zodResolver(newAdminSchema),
    defaultValues: { username: user.username },
  });
  const rename = useMutation(
    trpc.users.rename.mutationOptions({
      onSuccess: async (_, input) => {
        await queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.auth.check.queryKey() });
        notifySuccess(`${user.username} is now ${input.username}`);
        onDone();
      },
      onError: (error) => {
        const issue = issuesOf(error)[0];
        if (issue) form.setError("username", { message: issue.message }, { shouldFocus: true });
        else notifyFailure(`${user.username} could not be renamed`, error);
      },
    }),
  );
  const fieldId = `rename-${user.id}`;
  const error = form.formState.errors.username?.message;

  return (
    <form
      noValidate
      aria-label={`Rename ${user.username}`}
      className="flex flex-wrap items-start gap-2"
      onSubmit={form.handleSubmit(({ username }) => rename.mutate({ id: user.id, username }))}
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <Label htmlFor={fieldId} className="sr-only">
          New username for {user.username}
        </Label>
        <Input autoComplete="off" autoFocus {...fieldA11y(fieldId, error)} {...form.register("username")} />
        <FieldError fieldId={fieldId} message={error} />
      </div>
      <Button type="submit" size="sm" disabled={rename.isPending}>
        {rename.isPending ? "Saving..." : "Save"}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}
