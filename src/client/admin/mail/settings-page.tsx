import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { AdminLayout } from "../components/admin-layout";
import { LoadingText } from "../components/empty-state";
import { AlertSettingsForm } from "./alert-settings-form";
import { BusinessRulesCard } from "./business-rules-card";
import { MailOffNotice } from "./mail-off-notice";
import { SiteAddressCard } from "./site-address-card";

export function SettingsPage() {
  const trpc = useTRPC();
  const status = useQuery(trpc.mail.status.queryOptions());
  const saved = useQuery(trpc.mail.settings.queryOptions());
  const [to, setTo] = useState("");
  const sendTest = useMutation(trpc.mail.sendTest.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendTest.mutate({ to: to || (status.data?.ownerEmails[0] ?? "") });
  };
  const result = sendTest.data;

  return (
    <AdminLayout
      title="Settings"
      subtitle="The website's address, where its email goes, and the rules it runs by"
    >
      {!status.data || !saved.data ? (
        <LoadingText />
      ) : (
        <>
          <SiteAddressCard />
          {!status.data.on && <MailOffNotice onEmailScreen={false} />}
          <Card className="space-y-4 p-5">
            <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
              <dt className="font-medium text-slate-800">Mail</dt>
              <dd>{status.data.on ? "On" : "Off"}</dd>
              <dt className="font-medium text-slate-800">Sent from</dt>
              <dd className="break-all">{status.data.from}</dd>
              <dt className="font-medium text-slate-800">Alerts go to</dt>
              <dd className="break-all">
                {status.data.ownerEmails.join(", ") || "Nobody (OWNER_EMAIL is not set)"}
              </dd>
            </dl>
            <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
              <div className="min-w-64 flex-1 space-y-1">
                <Label htmlFor="test-to">Send a test email to</Label>
                <Input
                  id="test-to"
                  type="email"
                  value={to}
                  placeholder={status.data.ownerEmails[0] ?? "you@example.com"}
                  onChange={(e) => setTo(e.target.value)}
                />
              </div>
              <Button type="submit" disabled={sendTest.isPending}>
                Send a test email
              </Button>
            </form>
            {(result || sendTest.error) && (
              <p role="status" className={result?.ok ? "text-sm text-emerald-800" : "text-sm text-red-700"}>
                {result
                  ? `${result.ok ? "Sent. The server answered" : "Not sent. The server answered"}: ${result.message}`
                  : sendTest.error?.message}
              </p>
            )}
          </Card>
          <Card className="mt-4 p-5">
            <AlertSettingsForm saved={saved.data} />
          </Card>
          <BusinessRulesCard />
        </>
      )}
    </AdminLayout>
  );
}
