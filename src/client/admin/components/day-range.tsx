import { Input } from "#client/components/ui/input.tsx";

type Days = { from: string; to: string };

// A list's From and To days in its toolbar; each bounds the other's picker.
export function DayRange<V extends Days>(props: {
  id: string;
  view: V;
  onChange: (changes: Partial<V>) => void;
}) {
  const { view } = props;
  const day = (key: keyof Days, label: string) => (
    <div className="col-span-2 flex items-center gap-2 text-sm whitespace-nowrap text-slate-600 sm:col-span-1">
      <label htmlFor={`${props.id}-${key}`}>{label}</label>
      <Input
        id={`${props.id}-${key}`}
        type="date"
        value={view[key]}
        max={key === "from" && view.to ? view.to : undefined}
        min={key === "to" && view.from ? view.from : undefined}
        onChange={(event) => props.onChange({ [key]: event.target.value } as Partial<V>)}
        className="min-w-0 flex-1 lg:w-40 lg:flex-none"
      />
    </div>
  );
  return (
    <>
      {day("from", "From")}
      {day("to", "To")}
    </>
  );
}
