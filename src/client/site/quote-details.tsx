import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FormField, fieldA11y } from "#client/components/field.tsx";
import type { Lang, MessageKey } from "#shared/i18n/index.ts";
import type { quoteRequestInputSchema } from "#shared/quotes.ts";
import { Honeypot } from "../components/site-ui/honeypot";
import { inputClass } from "../components/site-ui/styles";
import { BusinessTypeOptions } from "./business-type-options";
import { useSite } from "./site-context";

type Fields = z.input<typeof quoteRequestInputSchema>;
type Name = "contactName" | "email" | "phone" | "needByDate" | "additionalNotes";
const inputs: Array<[Name, MessageKey, string?]> = [
  ["contactName", "contactName", "name"],
  ["email", "email", "email"],
  ["phone", "phoneOptional", "tel"],
  ["needByDate", "needByDate"],
];
const ltr = new Set<Name>(["email", "phone"]);

// The buyer's details, asked once for the whole list (the inquiry form's fields without the product).
export function QuoteDetails({
  form,
}: {
  form: UseFormReturn<Fields, Lang, z.output<typeof quoteRequestInputSchema>>;
}) {
  const { lang, t } = useSite();
  const errors = form.formState.errors;
  const id = (name: string) => `quote-${name}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Honeypot {...form.register("website")} />
      {inputs.map(([name, label, auto]) => (
        <FormField key={name} id={id(name)} label={t(label)} error={errors[name]?.message}>
          <input
            {...fieldA11y(id(name), errors[name]?.message)}
            {...form.register(name)}
            type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
            autoComplete={auto ?? "off"}
            dir={ltr.has(name) ? "ltr" : undefined}
            className={ltr.has(name) ? `${inputClass} rtl:text-end` : inputClass}
          />
        </FormField>
      ))}
      <FormField id={id("businessType")} label={t("businessType")} error={errors.businessType?.message}>
        <select
          {...fieldA11y(id("businessType"), errors.businessType?.message)}
          {...form.register("businessType")}
          className={inputClass}
        >
          <BusinessTypeOptions lang={lang} t={t} />
        </select>
      </FormField>
      <FormField
        id={id("additionalNotes")}
        label={t("additionalNotes")}
        error={errors.additionalNotes?.message}
        className="sm:col-span-2"
      >
        <textarea
          {...fieldA11y(id("additionalNotes"), errors.additionalNotes?.message)}
          {...form.register("additionalNotes")}
          rows={3}
          className={inputClass}
        />
      </FormField>
    </div>
  );
}
