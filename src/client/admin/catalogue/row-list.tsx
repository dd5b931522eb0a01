import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { MoveButtons } from "../components/row-buttons";

// The rows as the form's field array holds them (react-hook-form's useFieldArray).
type Rows<Row> = {
  fields: unknown[];
  append: (row: Row) => void;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
};

type RowListProps<Row> = {
  legend: string;
  addLabel: string;
  // What names a row for the move and remove buttons, e.g. "Specification row 2".
  rowName: (index: number) => string;
  rows: Rows<Row>;
  // A new row's values.
  blank: Row;
  // False where the rows take their order from their values (quantity prices, smallest quantity first).
  movable?: boolean;
  children: (index: number) => ReactNode;
};

// A fieldset of rows the owner adds, reorders and removes: specification rows, pictures, quantity prices (not
// reordered: they are kept smallest quantity first).
export function RowList<Row>({
  legend,
  addLabel,
  rowName,
  rows,
  blank,
  movable = true,
  children,
}: RowListProps<Row>) {
  const count = rows.fields.length;
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">{legend}</legend>
      <ol className="space-y-3">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the caller's field array keeps each row's identity
          <li key={index} className="rounded-md bg-slate-50 p-3">
            <div className="grid gap-3 sm:grid-cols-2">{children(index)}</div>
            <div className="mt-2 flex gap-1">
              {movable && (
                <MoveButtons
                  index={index}
                  count={count}
                  name={(way) => `Move ${way}: ${rowName(index)}`}
                  onMove={rows.move}
                />
              )}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove: ${rowName(index)}`}
                onClick={() => rows.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button size="sm" variant="outline" onClick={() => rows.append(blank)}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
