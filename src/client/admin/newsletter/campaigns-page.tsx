import { useQuery } from "@tanstack/react-query";
import { Megaphone, Plus, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Card } from "#client/components/ui/card.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatCount } from "#shared/counted.ts";
import { AdminLayout } from "../components/admin-layout";
import { EmptyState, LoadError, LoadingText } from "../components/empty-state";
import { formatDateTime } from "../lib/format";
import { live } from "../lib/live";
import type { Campaign } from "../lib/types";
import { mayDiscard } from "../lib/unsaved-guard";
import { CampaignEditor } from "./campaign-editor";

function Figures({ c }: { c: Campaign }) {
  if (!c.sentAt) return <Badge tone="warning">Draft</Badge>;
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <Badge tone="success">Sent {formatDateTime(c.sentAt)}</Badge>
      {formatCount(c.recipients)} recipients · {formatCount(c.sent)} delivered · {formatCount(c.failed)}{" "}
      failed
      {c.waiting > 0 && ` · ${formatCount(c.waiting)} waiting`}
    </span>
  );
}

export function CampaignsPage() {
  const trpc = useTRPC();
  const campaigns = useQuery({ ...trpc.newsletter.campaigns.queryOptions(), ...live });
  const confirmed =
    useQuery({ ...trpc.newsletter.subscribers.queryOptions({ status: "confirmed", size: 10 }), ...live }).data
      ?.confirmed ?? 0;
  const [open, setOpen] = useState<string | null>(null);
  // Closing the open editor, or opening another in its place, asks first while it holds typed work.
  const show = (next: string | null) => (next === open || mayDiscard()) && setOpen(next);
  return (
    <AdminLayout
      title="Newsletter Campaigns"
      subtitle="Write to your confirmed subscribers, in English and Arabic"
      actions={
        <>
          <Link href="/newsletter" className={buttonClasses("outline")}>
            <Users aria-hidden="true" />
            Subscribers
          </Link>
          <Button onClick={() => show("new")}>
            <Plus aria-hidden="true" />
            New campaign
          </Button>
        </>
      }
    >
      {open === "new" && (
        <div className="mb-6">
          <CampaignEditor confirmed={confirmed} onDone={() => setOpen(null)} />
        </div>
      )}
      {campaigns.isPending ? (
        <LoadingText />
      ) : campaigns.isError ? (
        <LoadError what="the campaigns" onRetry={() => campaigns.refetch()} />
      ) : campaigns.data.length === 0 ? (
        <EmptyState icon={Megaphone} message='No campaigns yet. Click "New campaign" to write the first.' />
      ) : (
        <ul className="space-y-3">
          {campaigns.data.map((c) => (
            <li key={c.id}>
              <Card className="p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-semibold break-words text-slate-900">{c.subject}</h2>
                    <Figures c={c} />
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={open === c.id}
                    onClick={() => show(open === c.id ? null : c.id)}
                  >
                    {c.sentAt ? "View" : "Edit"}
                  </Button>
                </div>
                {open === c.id && (
                  <div className="mt-4">
                    <CampaignEditor campaign={c} confirmed={confirmed} onDone={() => setOpen(null)} />
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}
