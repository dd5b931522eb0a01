import { type QueryKey, type UseQueryResult, useQueryClient } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import type { ListSort } from "#shared/desk.ts";
import type { CsvColumn } from "../lib/csv";
import { useCsvExport } from "../lib/csv-export";
import { useHashTarget } from "../lib/hash-target";
import { AdminLayout } from "./admin-layout";
import { BulkBar, useSelection } from "./bulk-bar";
import { LeadSourceFilter } from "./lead-source";
import { ListBody } from "./list-body";
import { ListToolbar } from "./list-toolbar";

// A list of leads has a source to filter by (docs/decisions/201); testimonials have none.
export type View = { q: string; status: string; source?: string; sort: ListSort; size: number; page: number };
type SetView<V> = (changes: Partial<V>, options?: { replace?: boolean }) => void;
type Option = { value: string; label: string };
type Page<Row> = { rows: Row[]; total: number; page: number; size: number };
type Csv<Row> = { name: string; columns: CsvColumn<Row>[]; rows: () => Promise<Row[]> };

// What a desk list of one kind of lead holds beside its query: the ticked rows, the CSV export, the jump to an
// owner alert's record, and what a change to its rows refreshes (the list and the dashboard's counts).
export function useDeskList<Row extends { id: string }, Data extends Page<Row>, Failure, V extends View>(
  [view, setView]: readonly [V, SetView<V>],
  list: UseQueryResult<Data, Failure>,
  pathKey: QueryKey,
  csv: Csv<Row>,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useHashTarget(Boolean(list.data));
  const rows = list.data?.rows ?? [];
  const selection = useSelection(rows.map((row) => row.id));
  const exporter = useCsvExport(csv.name, csv.columns, csv.rows);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pathKey }),
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
      onError: (error: unknown) => notifyError(failure, error),
    };
  }
  return { view, setView, list, selection, exporter, noRows: rows.length === 0, changed };
}
type DeskList<Row extends { id: string }, V extends View> = Omit<
  ReturnType<typeof useDeskList<Row, Page<Row>, unknown, V>>,
  "changed"
>;

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
// The first of the views is the list unfiltered.
export function DeskListPage<Row extends { id: string }, V extends View>(props: DeskListPageProps<Row, V>) {
  const { desk } = props;
  const { view, setView } = desk;
  const filtered =
    view.q !== "" || Boolean(view.source) || view.status !== props.toolbar.statusOptions[0]?.value;
  return (
    <AdminLayout title={props.title} subtitle={props.subtitle} actions={props.actions}>
      <ListToolbar
        view={view}
        onChange={setView}
        {...props.toolbar}
        onExport={desk.exporter.run}
        exporting={desk.exporter.busy || desk.noRows}
      >
        {view.source !== undefined && (
          <LeadSourceFilter value={view.source} onChange={(source) => setView({ source } as Partial<V>)} />
        )}
      </ListToolbar>
      <ListBody
        list={desk.list}
        {...props.body}
        filtered={filtered}
        selection={desk.selection}
        onPage={(page) => setView({ page } as Partial<V>)}
        row={props.row}
      />
      <BulkBar selection={desk.selection}>{props.bulk}</BulkBar>
    </AdminLayout>
  );
}
