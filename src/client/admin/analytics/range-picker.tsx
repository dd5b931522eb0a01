import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { type StatsPeriod, type StatsRange, statsPresets } from "#shared/analytics.ts";

// The days shown and today, both on the factory's clock as the report answered them.
type Props = {
  period: StatsPeriod;
  range?: StatsRange;
  today?: string;
  onChange: (period: StatsPeriod) => void;
};

// 7, 30 or 90 days up to today, or any range of days.
export function RangePicker({ period, range, today, onChange }: Props) {
  const day = (key: keyof StatsRange, label: string) => (
    <div className="flex items-center gap-2 text-sm whitespace-nowrap text-slate-600">
      <label htmlFor={`stats-${key}`}>{label}</label>
      <Input
        id={`stats-${key}`}
        type="date"
        value={range?.[key] ?? ""}
        max={today}
        onChange={(event) => range && event.target.value && onChange({ ...range, [key]: event.target.value })}
        className="w-40"
      />
    </div>
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">Period</legend>
      {statsPresets.map((days) => {
        const chosen = "lastDays" in period && period.lastDays === days;
        return (
          <Button
            key={days}
            variant={chosen ? "primary" : "outline"}
            size="sm"
            aria-pressed={chosen}
            onClick={() => onChange({ lastDays: days })}
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
