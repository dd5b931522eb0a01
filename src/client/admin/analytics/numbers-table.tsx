import type { ReactNode } from "react";

type Row = { key: string; name: ReactNode; cells: ReactNode[]; title?: string };
type Props = {
  caption?: ReactNode;
  // Shown above the table where no heading names it; otherwise only read out.
  captionShown?: boolean;
  // The first heads the rows' names; the others head the numbers, right-aligned.
  columns: string[];
  rows: Row[];
  // Names that may be long (page paths, product names) are cut to one line, whole in their title; the numbers'
  // columns keep their width.
  longNames?: boolean;
  // Many columns in a table that scrolls on its own: each number is set apart from the one before it, and the
  // headers, which may wrap, stand on the row's line.
  spaced?: boolean;
};

// What a table of the period shows instead when it has no rows.
export const NothingCounted = () => <p className="text-sm text-slate-600">Nothing counted in this period.</p>;

// The analytics' tables of figures: each row named by its header cell, so a screen reader reads a number with its
// row and its column.
export function NumbersTable({
  caption,
  captionShown = false,
  columns,
  rows,
  longNames = false,
  spaced = false,
}: Props) {
  const [first, ...numbers] = columns;
  const numberWidth = longNames ? "w-20 " : "";
  const apart = spaced ? "pl-4 " : "";
  const headLine = spaced ? "align-bottom" : undefined;
  return (
    <table className="w-full text-sm">
      {caption && (
        <caption className={captionShown ? "text-left font-medium text-slate-800" : "sr-only"}>
          {caption}
        </caption>
      )}
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className={headLine}>
            {first}
          </th>
          {numbers.map((header) => (
            <th key={header} scope="col" className={`${numberWidth}${apart}text-right ${headLine ?? ""}`}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-100">
            <th
              scope="row"
              className={`${longNames ? "relative max-w-0 truncate pr-2 " : ""}py-1 text-left font-normal`}
              title={row.title}
            >
              {row.name}
            </th>
            {row.cells.map((cell, i) => (
              <td key={numbers[i]} className={`${apart}whitespace-nowrap text-right tabular-nums`}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
