import { Plus, Trash2 } from "lucide-react";
import {
  type Control,
  Controller,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
  useWatch,
} from "react-hook-form";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { formatMoney, percentText, priceText, quoteTotals } from "#shared/money.ts";
import { quoteUnitOf } from "#shared/quote-line-wording.ts";
import type { QuoteInput } from "#shared/quotes.ts";
import { noProduct, useLineCatalogue } from "./line-catalogue";

type Props = {
  control: Control<QuoteInput>;
  register: UseFormRegister<QuoteInput>;
  getValues: UseFormGetValues<QuoteInput>;
  setValue: UseFormSetValue<QuoteInput>;
  errorOf: (path: string) => string | undefined;
};
const blankLine = { productId: null, description: "", quantity: 1, unitPrice: "0.00" };
const columns = [
  ["description", "Description", "sm:col-span-4"],
  ["quantity", "Quantity", "sm:col-span-2"],
  ["unit", "Unit", "sm:col-span-2"],
  ["unitPrice", "Unit price", "sm:col-span-2"],
] as const;

// The quote's lines and its totals as the buyer will see them, computed by the server's own exact arithmetic.
// Picking a product fills the line's description, unit and catalogue price; all stay editable.
export function QuoteLines({ control, register, getValues, setValue, errorOf }: Props) {
  const lines = useFieldArray({ control, name: "lines" });
  const { lang, optionsFor, pick, requantity, priceNote } = useLineCatalogue({
    control,
    getValues,
    setValue,
  });
  const watched = useWatch({ control });
  const currency = watched.currency ?? "USD";
  const priced = (watched.lines ?? []).map((l) => ({
    quantity: Number.isInteger(Number(l?.quantity)) && Number(l?.quantity) > 0 ? Number(l?.quantity) : 0,
    unitPrice: priceText.test(String(l?.unitPrice ?? "")) ? String(l?.unitPrice) : "0",
  }));
  const pct = (v: unknown) => (percentText.test(String(v ?? "")) ? String(v) : "0");
  const totals = quoteTotals(priced, pct(watched.discountPercent), pct(watched.taxPercent));
  const money = (amount: string) => formatMoney(amount, currency, "en");

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Lines</legend>
      <ol className="space-y-3">
        {lines.fields.map((field, index) => {
          const note = priceNote(watched.lines?.[index]);
          return (
            <li
              key={field.id}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-12 sm:items-start"
            >
              <Controller
                control={control}
                name={`lines.${index}.productId`}
                render={({ field: product }) => (
                  <Select
                    aria-label={`Product of line ${index + 1}`}
                    value={product.value ?? noProduct}
                    onValueChange={(id) => pick(index, id)}
                    options={optionsFor(product.value)}
                    className="sm:col-span-12"
                  />
                )}
              />
              {/* The fields start at the same line, so an error under one (it wraps in a narrow column) grows its own
                cell downward and leaves the other inputs where they are. */}
              {columns.map(([name, label, span]) => {
                const id = `line-${index}-${name}`;
                const error = errorOf(`lines.${index}.${name}`);
                return (
                  <div key={name} className={`space-y-1 ${span}`}>
                    <label htmlFor={id} className="text-xs font-medium text-slate-700">
                      {label} <span className="sr-only">of line {index + 1}</span>
                    </label>
                    <Input
                      id={id}
                      dir={name === "description" || name === "unit" ? "auto" : undefined}
                      inputMode={
                        name === "quantity" ? "numeric" : name === "unitPrice" ? "decimal" : undefined
                      }
                      aria-invalid={error ? true : undefined}
                      {...register(
                        `lines.${index}.${name}`,
                        name === "quantity" ? { valueAsNumber: true, onChange: () => requantity(index) } : {},
                      )}
                    />
                    {error && <p className="text-xs text-red-700">{error}</p>}
                  </div>
                );
              })}
              <div className="flex items-center justify-between gap-2 sm:col-span-2 sm:flex-col sm:items-end sm:gap-1 sm:pt-5">
                <output
                  aria-label={`Total of line ${index + 1}`}
                  className="whitespace-nowrap text-sm font-medium text-slate-900 tabular-nums"
                >
                  {money(totals.lines[index] ?? "0.00")}
                </output>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove line ${index + 1}`}
                  disabled={lines.fields.length === 1}
                  onClick={() => lines.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {note && (
                <p
                  className={`text-xs sm:col-span-12 ${note.unconverted ? "font-medium text-amber-800" : "text-slate-600"}`}
                >
                  {note.text}
                </p>
              )}
              {errorOf(`lines.${index}.productId`) && (
                <p className="text-xs text-red-700 sm:col-span-12">{errorOf(`lines.${index}.productId`)}</p>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        size="sm"
        onClick={() => lines.append({ ...blankLine, unit: quoteUnitOf(undefined, lang) })}
      >
        <Plus aria-hidden="true" />
        Add a line
      </Button>
      <dl aria-label="Totals" className="ms-auto grid max-w-xs grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="text-end">{money(totals.subtotal)}</dd>
        <dt className="text-slate-600">Discount</dt>
        <dd className="text-end">
          {money(Number(totals.discount) > 0 ? `-${totals.discount}` : totals.discount)}
        </dd>
        <dt className="text-slate-600">Tax</dt>
        <dd className="text-end">{money(totals.tax)}</dd>
        <dt className="font-semibold text-slate-900">Total</dt>
        <dd className="text-end font-semibold text-slate-900">{money(totals.total)}</dd>
      </dl>
    </fieldset>
  );
}
