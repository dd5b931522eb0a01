import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LockKeyhole } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Redirect, useLocation } from "wouter";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { type LoginInput, loginSchema } from "#shared/schemas.ts";
import { CompanyMark } from "../components/company-mark";
import { statusOf } from "../lib/errors";
import { usePageTitle } from "../lib/page-title";
import { PasskeySignIn } from "./passkey-sign-in";

// The username offers the browser's passkeys too (autofill of a `webauthn` field).
const fields = [
  { name: "username", label: "Username", type: "text", autoComplete: "username webauthn" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
] as const;

export function LoginPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const check = useQuery(trpc.auth.check.queryOptions());
  usePageTitle("Admin Login");
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: (session) => {
        queryClient.setQueryData(trpc.auth.check.queryKey(), session);
        notifySuccess("Welcome to the admin panel", "Login Successful");
        navigate("/dashboard");
      },
      // A throttled try says how long to wait, and a right password that passkeys now replace says so (403);
      // anything else is the one answer that tells a guesser nothing.
      onError: (error) => {
        const told = [403, 429].includes(statusOf(error) ?? 0);
        toast.error("Login Failed", {
          description: told ? error.message : "Invalid username or password.",
        });
      },
    }),
  );

  if (check.data?.authenticated && !login.isPending) return <Redirect to="/dashboard" replace />;
  const { errors } = form.formState;

  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center">
          <CompanyMark />
        </div>
        <Card className="p-6 sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto grid size-11 place-items-center rounded-full bg-cyan-50 text-brand">
              <LockKeyhole className="size-5" aria-hidden="true" />
            </span>
            <h1 className="mt-3 text-2xl font-bold tracking-tight">Admin Login</h1>
            <p className="mt-1 text-sm text-slate-600">Sign in to manage your website</p>
          </div>
          <form
            noValidate
            className="space-y-4"
            onSubmit={form.handleSubmit((values) => login.mutate(values))}
          >
            {fields.map(({ name, label, type, autoComplete }) => (
              <div key={name} className="space-y-1.5">
                <Label htmlFor={name}>{label}</Label>
                <Input
                  type={type}
                  autoComplete={autoComplete}
                  required
                  {...fieldA11y(name, errors[name]?.message)}
                  {...form.register(name)}
                />
                <FieldError fieldId={name} message={errors[name]?.message} />
              </div>
            ))}
            <Button type="submit" className="w-full" disabled={login.isPending}>
              {login.isPending ? "Logging in..." : "Login"}
            </Button>
          </form>
          <div className="mt-4 border-t border-slate-200 pt-4">
            <PasskeySignIn />
          </div>
        </Card>
      </div>
    </main>
  );
}
