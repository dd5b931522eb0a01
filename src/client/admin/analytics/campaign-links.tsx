import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { issuesOf, notifyFailure } from "../lib/errors";
import type { CampaignLink } from "./types";

const empty = { name: "", source: "", medium: "", campaign: "" };
const fields = [
  ["name", "Name", "Trade fair 2027 QR"],
  ["source", "Source", "fair"],
  ["medium", "Medium (optional)", "qr"],
  ["campaign", "Campaign", "2027"],
] as const;

// The site's own campaign links: a name and its tags, each shown as the address and a QR code to print.
export function CampaignLinks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const links = useQuery(trpc.analytics.links.queryOptions());
  const [draft, setDraft] = useState(empty);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.analytics.links.queryKey() });
  const add = useMutation(
    trpc.analytics.addLink.mutationOptions({
      onSuccess: async () => {
        setDraft(empty);
        await refresh();
        notifySuccess("Campaign link added");
      },
      onError: (error) => notifyFailure("The link was not added", error),
    }),
  );
  const issues = issuesOf(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(draft);
  };
  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-base font-semibold text-slate-900">Campaign links</h2>
      <p className="text-sm text-slate-600">
        Name a link once (a QR code on a trade-fair stand, a flyer), print it, and see its visits under
        Campaigns.
      </p>
      <form
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        aria-label="New campaign link"
      >
        {fields.map(([key, label, example]) => {
          const issue = issues.find((i) => i.path === key)?.message;
          return (
            <div key={key} className="flex flex-col gap-1 text-sm text-slate-700">
              <label htmlFor={`link-${key}`}>{label}</label>
              <Input
                id={`link-${key}`}
                name={key}
                value={draft[key]}
                placeholder={example}
                aria-invalid={issue ? true : undefined}
                onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
              />
              {issue && <span className="text-xs text-red-700">{issue}</span>}
            </div>
          );
        })}
        <Button type="submit" className="self-end" disabled={add.isPending}>
          Add link
        </Button>
      </form>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Campaign links">
        {(links.data ?? []).map((link) => (
          <LinkCard key={link.id} link={link} onRemoved={refresh} />
        ))}
      </ul>
    </Card>
  );
}

function LinkCard({ link, onRemoved }: { link: CampaignLink; onRemoved: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.analytics.removeLink.mutationOptions({
      onSuccess: onRemoved,
      onError: (error) => notifyFailure("The link was not removed", error),
    }),
  );
  return (
    <li className="campaign-link flex gap-4 rounded-lg border border-slate-200 p-3">
      {link.qrSvg ? (
        <div
          role="img"
          aria-label={`QR code for ${link.href}`}
          className="size-32 shrink-0 [&_svg]:size-full"
          // The SVG is drawn on the server from the link's own address: paths only, no text from the owner.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
          dangerouslySetInnerHTML={{ __html: link.qrSvg }}
        />
      ) : (
        <p className="w-32 shrink-0 text-xs text-slate-600">
          Set the site's address in Settings to get a QR code.
        </p>
      )}
      <div className="min-w-0 space-y-2">
        <h3 className="font-medium text-slate-900">{link.name}</h3>
        <p className="text-sm break-all text-slate-700">{link.href}</p>
        <div className="flex gap-2 print:hidden">
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            Print
          </Button>
          <Button
            size="sm"
            variant="destructive-outline"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: link.id })}
            aria-label={`Remove ${link.name}`}
          >
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
