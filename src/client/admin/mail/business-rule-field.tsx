import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Select } from "#client/components/ui/select.tsx";
import {
  type BusinessRuleName,
  businessRuleLimits,
  businessRuleWords,
  hourRules,
  hourText,
  ruleValueText,
} from "#shared/business-rules.ts";

const hourOptions = [
  { value: "off", label: "Off" },
  ...Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourText(hour) })),
];

type Props = {
  name: BusinessRuleName;
  hint: string;
  // The form's text for it: digits, or "off" and an hour for the hours.
  value: string;
  onChange: (value: string) => void;
  saved: boolean;
  environment: number | null;
  error?: string;
};

// One rule: its control, what it does, and where its value comes from (the environment until the owner saves it).
export function BusinessRuleField({ name, hint, value, onChange, saved, environment, error }: Props) {
  const id = `rule-${name}`;
  const { env, min, max } = businessRuleLimits[name];
  const source = saved
    ? `Saved here. The environment's ${env} is ${ruleValueText(name, environment)}.`
    : `From the environment (${env}) until you save.`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <Label id={`${id}-label`} htmlFor={id}>
        {businessRuleWords[name]}
      </Label>
      <div className="max-w-40">
        {hourRules.has(name) ? (
          <Select
            id={id}
            aria-labelledby={`${id}-label`}
            value={value}
            onValueChange={onChange}
            options={hourOptions}
          />
        ) : (
          <Input
            {...fieldA11y(id, error)}
            aria-describedby={describedBy}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </div>
      <FieldError fieldId={id} message={error} />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint} <span className="text-slate-500">{source}</span>
      </p>
    </div>
  );
}
