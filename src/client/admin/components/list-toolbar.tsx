import { Download, Search } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Select } from "#client/components/ui/select.tsx";

type ListToolbarProps = {
  search: string;
  onSearchChange: (value: string) => void;
  searchLabel: string;
  filter: string;
  onFilterChange: (value: string) => void;
  filterLabel: string;
  filterOptions: readonly { value: string; label: string }[];
  shown: number;
  total: number;
  onExport: () => void;
};

// Filters narrow the list on screen, and the export writes exactly the rows shown.
export function ListToolbar(props: ListToolbarProps) {
  return (
    <div className="mb-5 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={props.searchLabel}
          placeholder={props.searchLabel}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        aria-label={props.filterLabel}
        value={props.filter}
        onValueChange={props.onFilterChange}
        options={props.filterOptions}
        className="sm:w-52"
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm whitespace-nowrap text-slate-600" aria-live="polite">
          {props.shown === props.total ? `${props.total} total` : `${props.shown} of ${props.total}`}
        </p>
        <Button variant="outline" onClick={props.onExport} disabled={props.shown === 0}>
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
    </div>
  );
}
