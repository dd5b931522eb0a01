import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import type { MailSettings } from "#shared/mail-settings.ts";
import { issuesOf, notifyFailure } from "../lib/errors";

const switches = [
  ["alertInquiries", "Alert me of each new product inquiry"],
  ["alertContacts", "Alert me of each new contact message"],
  ["alertTestimonials", "Alert me of each testimonial waiting for approval"],
  ["alertAppointments", "Alert me of each visit or call booked"],
] as const;

export function AlertSettingsForm({ saved }: { saved: MailSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [emails, setEmails] = useState(saved.ownerEmails.join(", "));
  const [choices, setChoices] = useState(saved);
  const save = useMutation(
    trpc.mail.saveSettings.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.mail.pathKey() });
        notifySuccess("Mail settings saved");
      },
      onError: (error, input) => {
        // The server says which entries it refused; with several addresses the owner should not have to guess.
        const refused = issuesOf(error).flatMap(({ path }) => {
          const index = /^ownerEmails\.(\d+)$/.exec(path)?.[1];
          return index === undefined ? [] : [input.ownerEmails[Number(index)]];
        });
        const words = refused.length
          ? `Not an email address: ${refused.join(", ")}`
          : "Failed to save: check the email addresses";
        notifyFailure(words, error);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ownerEmails = emails
      .split(/[,\s]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    save.mutate({ ...choices, ownerEmails });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div className="space-y-1">
        <Label htmlFor="owner-emails">Send alerts to (addresses separated by commas)</Label>
        <Input id="owner-emails" value={emails} onChange={(e) => setEmails(e.target.value)} />
      </div>
      {switches.map(([key, label]) => (
        <div key={key} className="flex items-center gap-2">
          <Checkbox
            id={key}
            checked={choices[key]}
            onCheckedChange={(checked) => setChoices({ ...choices, [key]: checked === true })}
          />
          <Label htmlFor={key}>{label}</Label>
        </div>
      ))}
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}
