import { Megaphone, Newspaper } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "#client/components/ui/badge.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Card } from "#client/components/ui/card.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatCount } from "#shared/counted.ts";
import { subscriberListSchema } from "#shared/desk.ts";
import { AdminLayout } from "../components/admin-layout";
import { LeadSourceFilter, LeadSourceLine, sourceColumns } from "../components/lead-source";
import { ListBody } from "../components/list-body";
import { ListToolbar } from "../components/list-toolbar";
import type { CsvColumn } from "../lib/csv";
import { formatDate } from "../lib/format";
import { useListScreen } from "../lib/list-screen";
import type { Subscriber } from "../lib/types";

const viewOptions = [
  { value: "all", label: "All subscribers" },
  { value: "confirmed", label: "Confirmed" },
  { value: "unconfirmed", label: "Not confirmed yet" },
  { value: "unsubscribed", label: "Unsubscribed" },
];
const stateOf = (s: Subscriber) =>
  !s.subscribed
    ? ({ label: "Unsubscribed", tone: "neutral" } as const)
    : s.confirmedAt
      ? ({ label: "Confirmed", tone: "success" } as const)
      : ({ label: "Not confirmed", tone: "warning" } as const);
const csvColumns: CsvColumn<Subscriber>[] = [
  { header: "Email", value: (s) => s.email },
  { header: "State", value: (s) => stateOf(s).label },
  { header: "Language", value: (s) => s.lang },
  { header: "Subscribed on", value: (s) => s.createdAt },
  { header: "Confirmed on", value: (s) => s.confirmedAt },
  ...sourceColumns<Subscriber>(),
];

export function SubscribersPage() {
  const trpc = useTRPC();
  const screen = useListScreen(
    subscriberListSchema,
    { page: trpc.newsletter.subscribers, export: trpc.newsletter.exportSubscribers },
    { name: "newsletter-subscribers", columns: csvColumns },
  );
  const { view, setView } = screen;
  const confirmed = screen.list.data?.confirmed;
  return (
    <AdminLayout
      title="Newsletter Subscribers"
      subtitle={
        confirmed === undefined
          ? "Who receives your newsletter"
          : `${formatCount(confirmed)} confirmed ${confirmed === 1 ? "subscriber receives" : "subscribers receive"} your newsletter`
      }
      actions={
        <Link href="/campaigns" className={buttonClasses("primary")}>
          <Megaphone aria-hidden="true" />
          Campaigns
        </Link>
      }
    >
      <ListToolbar
        screen={screen}
        searchLabel="Search email"
        statusLabel="Show subscribers"
        statusOptions={viewOptions}
        nameLabel="Email"
      >
        <LeadSourceFilter value={view.source} onChange={(source) => setView({ source })} />
      </ListToolbar>
      <ListBody
        screen={screen}
        what="subscribers"
        icon={Newspaper}
        empty="No subscribers yet. Visitors subscribe in the footer of your website."
        className="space-y-2"
        row={(s) => (
          <Card className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <span className="min-w-0">
              <span className="font-medium break-all text-slate-900">{s.email}</span>
              <LeadSourceLine lead={s} />
            </span>
            <span className="flex items-center gap-3 text-sm text-slate-600">
              <Badge tone={stateOf(s).tone}>{stateOf(s).label}</Badge>
              <span>{s.lang === "ar" ? "Arabic" : "English"}</span>
              <time dateTime={s.createdAt}>{formatDate(s.createdAt)}</time>
            </span>
          </Card>
        )}
      />
    </AdminLayout>
  );
}
