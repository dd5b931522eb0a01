import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SelectAll, type Selection } from "./bulk-bar";
import { EmptyState, LoadError, LoadingText } from "./empty-state";
import { Pager } from "./pager";

type Page<Row> = { rows: Row[]; total: number; page: number; size: number };

type ListBodyProps<Row extends { id: string }, V extends { page: number }> = {
  // What the rows read of their list screen (lib/list-screen.ts).
  screen: {
    list: UseQueryResult<Page<Row>, unknown>;
    filtered: boolean;
    setView: (changes: Partial<V>) => void;
  };
  what: string;
  icon: LucideIcon;
  // The empty state's words: with no rows at all, or with none matching the view.
  empty: string;
  selection?: Selection;
  className: string;
  row: (row: Row) => ReactNode;
};

// What every desk list shows under its toolbar: loading, a load error with Retry, the empty state, or one page of
// rows (each an anchor an owner alert can link to) with the pager.
export function ListBody<Row extends { id: string }, V extends { page: number }>({
  screen,
  selection,
  ...props
}: ListBodyProps<Row, V>) {
  const { list } = screen;
  if (list.isPending) return <LoadingText />;
  if (list.isError) return <LoadError what={props.what} onRetry={() => list.refetch()} />;
  const { rows, total, page, size } = list.data;
  if (total === 0) {
    const words = screen.filtered
      ? `No ${props.what.replace(/^the /, "")} match these filters.`
      : props.empty;
    return <EmptyState icon={props.icon} message={words} />;
  }
  return (
    <>
      {selection && <SelectAll selection={selection} label="Select all on this page" />}
      <ul className={`mt-3 ${props.className}`} aria-busy={list.isFetching}>
        {rows.map((row) => (
          <li
            key={row.id}
            id={row.id}
            tabIndex={-1}
            className="scroll-mt-24 rounded-xl focus:outline-2 focus:outline-brand"
          >
            {props.row(row)}
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        size={size}
        total={total}
        onPage={(page) => screen.setView({ page } as Partial<V>)}
      />
    </>
  );
}
