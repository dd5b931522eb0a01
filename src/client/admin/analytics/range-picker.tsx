import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import type { StatsRange } from "#shared/analytics.ts";
import { addDays } from "#shared/wall-clock.ts";

const pad = (n: number) => String(n).padStart(2, "0");
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
export const lastDays = (days: number, today = localToday()): StatsRange => ({
  from: addDays(today, 1 - days),
  to: today,
});

const presets = [7, 30, 90] as const;

type Props = { range: StatsRange; onChange: (range: StatsRange) => void };

// 7, 30 or 90 days up to today, or any range of days.
export function RangePicker({ range, onChange }: Props) {
  const today = localToday();
  const day = (key: keyof StatsRange, label: string) => (
    <div className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-600">
      <label htmlFor={`stats-${key}`}>{label}</label>
      <Input
        id={`stats-${key}`}
        type="date"
        value={range[key]}
        max={today}
        onChange={(event) => event.target.value && onChange({ ...range, [key]: event.target.value })}
        className="w-40"
      />
    </div>
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">Period</legend>
      {presets.map((days) => {
        const preset = lastDays(days, today);
        const chosen = preset.from === range.from && preset.to === range.to;
        return (
          <Button
            key={days}
            variant={chosen ? "primary" : "outline"}
            size="sm"
            aria-pressed={chosen}
            onClick={() => onChange(preset)}
          >
            Last {days} days
          </Button>
        );
      })}
      {day("from", "From")}
      {day("to", "To")}
    </fieldset>
  );
}
