import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { changePasswordSchema, passwordRules } from "#shared/schemas.ts";
import { issuesOf, notifyFailure } from "../lib/errors";

const formSchema = changePasswordSchema
  .extend({ repeat: z.string() })
  .refine((v) => v.next === v.repeat, { path: ["repeat"], message: "The two new passwords differ" });
type Values = z.infer<typeof formSchema>;
const fields = [
  ["current", "Current password", "current-password"],
  ["next", "New password", "new-password"],
  ["repeat", "New password again", "new-password"],
] as const;

export function PasswordForm({ forced }: { forced: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { current: "", next: "", repeat: "" },
  });
  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: async () => {
        form.reset();
        await queryClient.invalidateQueries({ queryKey: trpc.auth.check.queryKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
        notifySuccess("Your other sessions were signed out.", "Password changed");
      },
      onError: (error) => {
        const issues = issuesOf(error);
        for (const issue of issues)
          if (issue.path === "current" || issue.path === "next")
            form.setError(issue.path, { message: issue.message }, { shouldFocus: true });
        if (issues.length === 0) notifyFailure("The password could not be changed", error);
      },
    }),
  );
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-label="Change password"
      className="space-y-4"
      onSubmit={form.handleSubmit(({ current, next }) => change.mutate({ current, next }))}
    >
      {fields.map(([name, label, autoComplete]) => (
        <div key={name} className="space-y-1.5">
          <Label htmlFor={`password-${name}`}>{label}</Label>
          <Input
            type="password"
            autoComplete={autoComplete}
            required
            {...fieldA11y(`password-${name}`, errors[name]?.message)}
            {...form.register(name)}
          />
          <FieldError fieldId={`password-${name}`} message={errors[name]?.message} />
        </div>
      ))}
      <p className="text-sm text-slate-600">
        At least {passwordRules.min} characters; a common password (also with capitals, digits or symbols
        added) or one holding your username is refused. A few unrelated words make a strong one.
      </p>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? "Saving..." : forced ? "Set my password" : "Change password"}
      </Button>
    </form>
  );
}
