import {
  type FetchQueryOptions,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import type { ListSort } from "#shared/desk.ts";
import type { CsvColumn } from "../lib/csv";
import { useCsvExport } from "../lib/csv-export";
import { useHashTarget } from "../lib/hash-target";
import { type ListView, useListParams } from "../lib/list-params";
import { live } from "../lib/live";
import { AdminLayout } from "./admin-layout";
import { BulkBar, type Selection, useSelection } from "./bulk-bar";
import { LeadSourceFilter } from "./lead-source";
import { ListBody } from "./list-body";
import { ListToolbar } from "./list-toolbar";

// A list of leads has a source to filter by (docs/decisions/201); testimonials have none.
export type View = { q: string; status: string; source?: string; sort: ListSort; size: number; page: number };
type SetView<V> = (changes: Partial<V>, options?: { replace?: boolean }) => void;
type Option = { value: string; label: string };
type Page<Row> = { rows: Row[]; total: number; page: number; size: number };
type Csv<Row> = { name: string; columns: CsvColumn<Row>[] };

// A feature's list procedures: its `page` of rows for a view and its `export` of every row of that view.
type ListProcedures<V, Data, Row, Failure, PageKey extends QueryKey, ExportKey extends QueryKey> = {
  page: { queryOptions: (view: V) => UseQueryOptions<Data, Failure, Data, PageKey> };
  export: { queryOptions: (view: V) => FetchQueryOptions<Row[], Failure, Row[], ExportKey> };
  pathKey: () => QueryKey;
};

// What a desk list of one kind of lead holds: its view in the URL, its query (kept live), the ticked rows, the CSV
// export, the jump to an owner alert's record, and what a change to its rows refreshes (the list and the
// dashboard's counts).
export function useDeskList<
  S extends z.ZodObject,
  Row extends { id: string },
  Data extends Page<Row>,
  Failure,
  PageKey extends QueryKey,
  ExportKey extends QueryKey,
>(schema: S, api: ListProcedures<ListView<S>, Data, Row, Failure, PageKey, ExportKey>, csv: Csv<Row>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [view, setView] = useListParams(schema);
  const list = useQuery({ ...api.page.queryOptions(view), ...live });
  useHashTarget(Boolean(list.data));
  const rows = list.data?.rows ?? [];
  const selection = useSelection(rows.map((row) => row.id));
  const exporter = useCsvExport(csv.name, csv.columns, () =>
    queryClient.fetchQuery(api.export.queryOptions(view)),
  );
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
      onError: (error: unknown) => notifyError(failure, error),
    };
  }
  return { view, setView, list, selection, exporter, noRows: rows.length === 0, changed };
}
type DeskList<Row extends { id: string }, V extends View> = {
  view: V;
  setView: SetView<V>;
  list: UseQueryResult<Page<Row>, unknown>;
  selection: Selection;
  exporter: ReturnType<typeof useCsvExport>;
  noRows: boolean;
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
