import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";

type Props = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: "text" | "url" | "password";
  autoComplete?: string;
  disabled?: boolean;
};

// One of the bucket's settings: its label, its field, what goes in it, and the refusal under it.
export function BucketField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type,
  autoComplete,
  disabled,
}: Props) {
  const id = `bucket-${name}`;
  const a11y = fieldA11y(id, error);
  const describedBy = [hint ? `${id}-hint` : "", a11y["aria-describedby"] ?? ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...a11y}
        aria-describedby={describedBy || undefined}
        type={type}
        autoComplete={autoComplete}
        spellCheck={false}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
