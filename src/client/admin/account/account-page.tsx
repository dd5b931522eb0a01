import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "#client/components/ui/card.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { AdminLayout } from "../components/admin-layout";
import { PasskeysList } from "./passkeys-list";
import { PasswordForm } from "./password-form";
import { SessionsList } from "./sessions-list";

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-0.5 mb-4 text-sm text-slate-600">{description}</p>
      {children}
    </Card>
  );
}

// Until a one-time password is replaced, this page is the only one open, and shows only the password form; then,
// while passkeys are required and this admin has none, only the passkeys.
export function AccountPage() {
  const trpc = useTRPC();
  const check = useQuery(trpc.auth.check.queryOptions()).data;
  const forced = Boolean(check?.authenticated && check.mustChangePassword);
  const needsPasskey = Boolean(check?.authenticated && !forced && check.mustAddPasskey);
  return (
    <AdminLayout
      title="Your Account"
      subtitle={check?.authenticated ? `Signed in as ${check.username}` : undefined}
      backLink={!forced && !needsPasskey}
    >
      <div className="grid max-w-5xl gap-6 lg:grid-cols-2 lg:items-start">
        {forced && (
          <p
            role="status"
            className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900 lg:col-span-2"
          >
            <KeyRound className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            You signed in with a one-time password. Choose your own password to continue.
          </p>
        )}
        {needsPasskey && (
          <p
            role="status"
            className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900 lg:col-span-2"
          >
            <KeyRound className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            Every admin signs in with a passkey here. Add one to continue.
          </p>
        )}
        {!needsPasskey && (
          <Section title="Password" description="Changing it signs you out on every other device.">
            <PasswordForm forced={forced} />
          </Section>
        )}
        {!forced && (
          <Section
            title="Passkeys"
            description="Sign in with your fingerprint, face or device PIN instead of the password."
          >
            <PasskeysList />
          </Section>
        )}
        {!forced && !needsPasskey && (
          <Section
            title="Where you are signed in"
            description="Sign out a device you no longer use or trust."
          >
            <SessionsList />
          </Section>
        )}
      </div>
    </AdminLayout>
  );
}
