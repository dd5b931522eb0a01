import { type QueryKey, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import type { ListSort } from "#shared/desk.ts";
import type { useCsvExport } from "../lib/csv-export";
import { notifyFailure } from "../lib/errors";
import { useHashTarget } from "../lib/hash-target";
import { AdminLayout } from "./admin-layout";
import { BulkBar, type Selection, useSelection } from "./bulk-bar";
import { LeadSourceFilter } from "./lead-source";
import { ListBody } from "./list-body";
import { ListToolbar } from "./list-toolbar";

// A list of leads has a source to filter by (docs/decisions/200); testimonials have none.
export type View = { q: string; status: string; source?: string; sort: ListSort; size: number; page: number };
type SetView<V> = (changes: Partial<V>, options?: { replace?: boolean }) => void;
type Option = { value: string; label: string };
type Page<Row> = { rows: Row[]; total: number; page: number; size: number };

// What a desk list of one kind of lead adds to its list screen: the ticked rows, the jump to an owner alert's
// record, and what a change to its rows refreshes (the list and the dashboard's counts).
export function useDeskList<Screen extends { list: UseQueryResult<Page<{ id: string }>, unknown> }>(
  screen: Screen,
  api: { pathKey: () => QueryKey },
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useHashTarget(Boolean(screen.list.data));
  const rows = screen.list.data?.rows ?? [];
  const selection = useSelection(rows.map((row) => row.id));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: api.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.desk.pathKey() }),
    ]);
  // A change to some rows: the list is refreshed, the ticks cleared, and the owner told.
  function changed<Input>(success: (input: Input) => string, failure: string, title?: string) {
    return {
      onSuccess: async (_: unknown, input: Input) => {
        await refresh();
        selection.clear();
        notifySuccess(success(input), title);
      },
      onError: (error: unknown) => notifyFailure(failure, error),
    };
  }
  return { ...screen, selection, changed };
}
type DeskList<Row extends { id: string }, V extends View> = {
  view: V;
  setView: SetView<V>;
  list: UseQueryResult<Page<Row>, unknown>;
  selection: Selection;
  filtered: boolean;
  exporter?: ReturnType<typeof useCsvExport>;
};

export type DeskListPageProps<Row extends { id: string }, V extends View> = {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  desk: DeskList<Row, V>;
  toolbar: { searchLabel: string; statusLabel: string; statusOptions: readonly Option[]; nameLabel: string };
  body: { what: string; icon: LucideIcon; empty: string; className: string };
  row: (row: Row) => ReactNode;
  // The buttons for the ticked rows.
  bulk: ReactNode;
};

// A desk list's screen: the toolbar (search, view, source, sort, page size, export), the rows with the pager, the bulk bar.
export function DeskListPage<Row extends { id: string }, V extends View>(props: DeskListPageProps<Row, V>) {
  const { desk } = props;
  const { view, setView } = desk;
  return (
    <AdminLayout title={props.title} subtitle={props.subtitle} actions={props.actions}>
      <ListToolbar screen={desk} {...props.toolbar}>
        {view.source !== undefined && (
          <LeadSourceFilter value={view.source} onChange={(source) => setView({ source } as Partial<V>)} />
        )}
      </ListToolbar>
      <ListBody screen={desk} {...props.body} selection={desk.selection} row={props.row} />
      <BulkBar selection={desk.selection}>{props.bulk}</BulkBar>
    </AdminLayout>
  );
}
