import { Download, Search } from "lucide-react";
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { type ListSort, pageSizes } from "#shared/desk.ts";

type Option = { value: string; label: string };
type View = { q: string; status: string; sort: ListSort; size: number };

// What the toolbar reads of its list screen (lib/list-screen.ts); a list without an export (the blog's posts) has
// no exporter.
type Screen<V> = {
  view: V;
  setView: (changes: Partial<V>, options?: { replace?: boolean }) => void;
  list: { data?: { rows: unknown[] } };
  exporter?: { run: () => void; busy: boolean };
};

type ListToolbarProps<V extends View> = {
  screen: Screen<V>;
  searchLabel: string;
  statusLabel: string;
  statusOptions: readonly Option[];
  nameLabel: string;
  // Other words for the sorts, when the list is not ordered by when a row arrived.
  sortOptions?: readonly Option[];
  // More filters, such as the product category.
  children?: ReactNode;
};

const sortOptions = (nameLabel: string) => [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "name", label: `${nameLabel} A–Z` },
];
const sizeOptions = pageSizes.map((n) => ({ value: String(n), label: `${n} per page` }));

// Search, filters and sort are applied on the server; the export writes every row they match, on all pages.
export function ListToolbar<V extends View>({ screen, ...props }: ListToolbarProps<V>) {
  const { view, setView: onChange, exporter } = screen;
  const [text, setText] = useState(view.q);
  const change = useRef(onChange);
  change.current = onChange;
  // Back and Forward change the URL's q under the field.
  useEffect(() => setText(view.q), [view.q]);
  useEffect(() => {
    if (text.trim() === view.q) return;
    const timer = setTimeout(() => change.current({ q: text.trim() } as Partial<V>, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [text, view.q]);

  return (
    <div className="mb-4 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm lg:flex lg:flex-wrap lg:items-center">
      {/* On a wide screen the search box is at least as wide as its words ("Search name, email, company, product
          or notes"), with room for the icon and padding; the filters wrap to the next row instead. */}
      <div
        className="relative col-span-2 text-sm lg:min-w-[calc(var(--search-words)_+_3.5rem)] lg:flex-1"
        style={{ "--search-words": `${props.searchLabel.length}ch` } as CSSProperties}
      >
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={props.searchLabel}
          placeholder={props.searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        aria-label={props.statusLabel}
        value={view.status}
        onValueChange={(status) => onChange({ status } as Partial<V>)}
        options={props.statusOptions}
        // The list's main filter has the longest words ("All appointments"): its own row on a phone.
        className="col-span-2 lg:w-44"
      />
      {props.children}
      <Select
        aria-label="Sort by"
        value={view.sort}
        onValueChange={(sort) => onChange({ sort } as Partial<V>)}
        options={props.sortOptions ?? sortOptions(props.nameLabel)}
        className="lg:w-36"
      />
      <Select
        aria-label="Rows a page"
        value={String(view.size)}
        onValueChange={(size) => onChange({ size: Number(size) } as Partial<V>)}
        options={sizeOptions}
        className="whitespace-nowrap lg:w-36"
      />
      {exporter && (
        <Button
          variant="outline"
          onClick={exporter.run}
          disabled={exporter.busy || !screen.list.data?.rows.length}
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      )}
    </div>
  );
}
