import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { Select } from "#client/components/ui/select.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import { auditKinds } from "#shared/audit.ts";
import { activityListSchema } from "#shared/desk.ts";
import { AdminLayout } from "../components/admin-layout";
import { DayRange } from "../components/day-range";
import { ListBody } from "../components/list-body";
import { ListToolbar } from "../components/list-toolbar";
import { useListScreen } from "../lib/list-screen";
import { ActivityRow, kindLabels } from "./activity-row";

const kindOptions = [
  { value: "all", label: "Everything" },
  ...auditKinds.map((kind) => ({ value: kind, label: kindLabels[kind] })),
];
const sortOptions = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: "Who A–Z" },
];
// Not a username (those are letters, digits, dots, dashes and underscores): the select's "anyone".
const everyone = "(everyone)";

// The audit log (docs/decisions/190): read only, kept 12 months.
export function ActivityPage() {
  const trpc = useTRPC();
  const screen = useListScreen(activityListSchema, trpc.audit);
  const { view, setView } = screen;
  const people = useQuery(trpc.audit.people.queryOptions()).data ?? [];
  return (
    <AdminLayout
      title="Activity"
      subtitle="Who changed what, when and from where; kept for 12 months and never edited"
    >
      <ListToolbar
        screen={screen}
        searchLabel="Search what, who or address"
        statusLabel="Show activity about"
        statusOptions={kindOptions}
        nameLabel="Who"
        sortOptions={sortOptions}
      >
        <Select
          aria-label="Who"
          value={view.who || everyone}
          onValueChange={(who) => setView({ who: who === everyone ? "" : who })}
          options={[
            { value: everyone, label: "Everyone" },
            ...people.map((name) => ({ value: name, label: name })),
          ]}
          className="lg:w-40"
        />
        <DayRange id="activity" view={view} onChange={setView} />
      </ListToolbar>
      <ListBody
        screen={screen}
        what="entries"
        icon={History}
        empty="Nothing recorded yet. Every change made in the admin appears here."
        className="space-y-3"
        row={(entry) => <ActivityRow entry={entry} />}
      />
    </AdminLayout>
  );
}
