import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { type CategoryData, categoryInputSchema } from "#shared/catalogue.ts";
import { useUnsavedGuard } from "../lib/unsaved-guard";

type Values = z.input<typeof categoryInputSchema>;
type Props = {
  idPrefix: string;
  category?: CategoryData;
  saving: boolean;
  submitLabel: string;
  // `saved` makes the stored values the form's own again: nothing is left unsaved for the page's guard.
  onSubmit: (
    data: CategoryData,
    setError: (field: keyof Values, message: string) => void,
    saved: () => void,
  ) => void;
};

const fields: Array<{ name: keyof Values; label: string; ar?: boolean; number?: boolean }> = [
  { name: "name", label: "Name" },
  { name: "nameAr", label: "Name (Arabic)", ar: true },
  { name: "slug", label: "Slug (in the catalogue's address)" },
  { name: "position", label: "Order", number: true },
  { name: "description", label: "Short description" },
  { name: "descriptionAr", label: "Short description (Arabic)", ar: true },
];

// One category's fields; the same form adds a new one and edits each listed one.
export function CategoryForm({ idPrefix, category, saving, submitLabel, onSubmit }: Props) {
  const form = useForm<Values, unknown, CategoryData>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: category ?? {
      slug: "",
      name: "",
      nameAr: "",
      description: "",
      descriptionAr: "",
      position: 0,
    },
  });
  useUnsavedGuard(form.formState.isDirty);
  const setError = (field: keyof Values, message: string) =>
    form.setError(field, { message }, { shouldFocus: true });
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit((data) => onSubmit(data, setError, () => form.reset(data)))}
    >
      {fields.map(({ name, label, ar, number }) => {
        const id = `${idPrefix}-${name}`;
        const error = form.formState.errors[name]?.message;
        return (
          <div key={name} className="space-y-1.5">
            <Label htmlFor={id}>{label}</Label>
            <Input
              {...(ar ? { dir: "rtl", lang: "ar" } : {})}
              inputMode={number ? "numeric" : undefined}
              {...fieldA11y(id, error)}
              {...form.register(name, number ? { setValueAs: (v) => Number(v) } : {})}
            />
            <FieldError fieldId={id} message={error} />
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
