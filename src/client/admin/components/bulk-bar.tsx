import { X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";

// The rows ticked on the current page; a new page or filter starts with none.
export function useSelection(pageIds: string[]) {
  const pageKey = pageIds.join(",");
  const [state, setState] = useState<{ key: string; ids: Set<string> }>({ key: pageKey, ids: new Set() });
  const ids = state.key === pageKey ? state.ids : new Set<string>();
  const set = (next: Set<string>) => setState({ key: pageKey, ids: next });
  return {
    ids: [...ids],
    has: (id: string) => ids.has(id),
    toggle: (id: string, on: boolean) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      set(next);
    },
    all: pageIds.length > 0 && pageIds.every((id) => ids.has(id)),
    setAll: (on: boolean) => set(new Set(on ? pageIds : [])),
    clear: () => set(new Set()),
  };
}
export type Selection = ReturnType<typeof useSelection>;

export function SelectAll({ selection, label }: { selection: Selection; label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={selection.all} onCheckedChange={(on) => selection.setAll(on === true)} />
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
    </div>
  );
}

// The actions for the ticked rows, kept in view at the bottom of the screen while any are ticked.
export function BulkBar({ selection, children }: { selection: Selection; children: ReactNode }) {
  if (selection.ids.length === 0) return null;
  return (
    <section
      aria-label="Selected rows"
      className="sticky bottom-3 z-20 mt-4 flex flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-white p-3 shadow-lg"
    >
      <p className="text-sm font-semibold text-slate-900" aria-live="polite">
        {selection.ids.length} selected
      </p>
      <Button variant="ghost" size="sm" onClick={selection.clear}>
        <X aria-hidden="true" />
        Clear
      </Button>
      <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{children}</div>
    </section>
  );
}
