import {
  type FetchQueryOptions,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import type { CsvColumn } from "./csv";
import { useCsvExport } from "./csv-export";
import { type ListView, useListParams } from "./list-params";
import { live } from "./live";

type Page<Row> = { rows: Row[]; total: number; page: number; size: number };

// A list's procedures: its `page` of rows for a view and, when it has an export, every row of that view.
type ListProcedures<V, Data, Row, Failure, PageKey extends QueryKey, ExportKey extends QueryKey> = {
  page: { queryOptions: (view: V) => UseQueryOptions<Data, Failure, Data, PageKey> };
  export?: { queryOptions: (view: V) => FetchQueryOptions<Row[], Failure, Row[], ExportKey> };
};

// The fields of a view that only arrange its rows; any other one away from its default filters them.
const arranging = new Set(["page", "size", "sort", "at"]);
export function filtersRows(schema: z.ZodObject, view: object) {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const values = view as Record<string, unknown>;
  return Object.keys(defaults).some((key) => !arranging.has(key) && values[key] !== defaults[key]);
}

// What every list screen of the admin holds: its view in the URL, its query (kept live unless told otherwise),
// whether the view filters the rows (an empty page then says "no match", not "nothing yet"), and its CSV export
// when it has one. The list's toolbar and rows read it whole.
export function useListScreen<
  S extends z.ZodObject,
  Row extends { id: string },
  Data extends Page<Row>,
  Failure,
  PageKey extends QueryKey,
  ExportKey extends QueryKey,
>(
  schema: S,
  api: ListProcedures<ListView<S>, Data, Row, Failure, PageKey, ExportKey>,
  csv?: { name: string; columns: CsvColumn<Row>[] },
  options: { live?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const [view, setView] = useListParams(schema);
  const list = useQuery({ ...api.page.queryOptions(view), ...(options.live === false ? {} : live) });
  const exporter = useCsvExport(csv?.name ?? "", csv?.columns ?? [], async () =>
    api.export ? queryClient.fetchQuery(api.export.queryOptions(view)) : [],
  );
  return { view, setView, list, filtered: filtersRows(schema, view), exporter: csv && exporter };
}
