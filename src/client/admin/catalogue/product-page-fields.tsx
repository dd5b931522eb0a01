import { Controller, type UseFormReturn, useFieldArray } from "react-hook-form";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ProductImageField } from "../components/product-image-field";
import type { EditorData, EditorValues } from "./editor-form";
import { RowList } from "./row-list";

type Form = UseFormReturn<EditorValues, unknown, EditorData>;
type Path = Parameters<Form["register"]>[0];

// A number field's text as the schema takes it; RHF also passes the default value (null or a number) through.
const numberOf = (kind: "count" | "optional") => (v: unknown) =>
  v === "" || v === null || v === undefined ? (kind === "optional" ? null : Number.NaN) : Number(v);

// One labelled input of the editor, with its error under it.
function Field({
  form,
  name,
  label,
  ar,
  area,
  number,
}: {
  form: Form;
  name: Path;
  label: string;
  ar?: boolean;
  area?: boolean;
  number?: "count" | "optional";
}) {
  const id = `product-${name.replaceAll(".", "-")}`;
  const error = form.getFieldState(name, form.formState).error?.message;
  const registered = form.register(name, {
    setValueAs: number ? numberOf(number) : undefined,
  });
  const lang = ar ? { dir: "rtl", lang: "ar" } : {};
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {area ? (
        <Textarea rows={2} {...lang} {...fieldA11y(id, error)} {...registered} />
      ) : (
        <Input
          inputMode={number ? "numeric" : undefined}
          {...lang}
          {...fieldA11y(id, error)}
          {...registered}
        />
      )}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}

// The product page's fields in the editor (docs/decisions/210): address, pictures, how it is sold, quantity prices,
// the specification table and the search-engine texts.
export function ProductPageFields({ form }: { form: Form }) {
  const specs = useFieldArray({ control: form.control, name: "specTable" });
  const prices = useFieldArray({ control: form.control, name: "quantityPrices" });
  const pictures = useFieldArray({ control: form.control, name: "morePictures" });
  return (
    <>
      <Field form={form} name="slug" label="Address (slug): /products/..." />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field form={form} name="mainAlt" label="Product Image: alt text" />
        <Field form={form} name="mainAltAr" label="Product Image: alt text (Arabic)" ar />
      </div>
      <RowList
        legend="More pictures"
        addLabel="Add picture"
        rowName={(i) => `Picture ${i + 2}`}
        rows={pictures}
        blank={{ url: "", alt: "", altAr: "" }}
      >
        {(i) => (
          <>
            <div className="sm:col-span-2">
              <Controller
                control={form.control}
                name={`morePictures.${i}.url`}
                render={({ field, fieldState }) => (
                  <ProductImageField
                    label={`Picture ${i + 2}`}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </div>
            <Field form={form} name={`morePictures.${i}.alt`} label={`Picture ${i + 2}: alt text`} />
            <Field
              form={form}
              name={`morePictures.${i}.altAr`}
              label={`Picture ${i + 2}: alt text (Arabic)`}
              ar
            />
          </>
        )}
      </RowList>
      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-slate-800">How it is sold</legend>
        <Field form={form} name="unitOfSale" label="Unit of sale (e.g. cartons)" />
        <Field form={form} name="unitOfSaleAr" label="Unit of sale (Arabic)" ar />
        <Field form={form} name="piecesPerUnit" label="Pieces in one unit" number="optional" />
        <Field form={form} name="minOrder" label="Minimum order (units)" number="count" />
        <Field form={form} name="orderMultiple" label="Order multiple (units)" number="count" />
      </fieldset>
      <RowList
        legend="Quantity prices"
        addLabel="Add quantity price"
        rowName={(i) => `Quantity price ${i + 1}`}
        rows={prices}
        blank={{ minQuantity: 100, price: "" }}
        movable={false}
      >
        {(i) => (
          <>
            <Field
              form={form}
              name={`quantityPrices.${i}.minQuantity`}
              label={`From quantity ${i + 1}`}
              number="count"
            />
            <Field form={form} name={`quantityPrices.${i}.price`} label={`Price ${i + 1}`} />
          </>
        )}
      </RowList>
      <RowList
        legend="Specifications"
        addLabel="Add specification"
        rowName={(i) => `Specification ${i + 1}`}
        rows={specs}
        blank={{ label: "", labelAr: "", value: "", valueAr: "" }}
      >
        {(i) => (
          <>
            <Field form={form} name={`specTable.${i}.label`} label={`Specification ${i + 1}: label`} />
            <Field
              form={form}
              name={`specTable.${i}.labelAr`}
              label={`Specification ${i + 1}: label (Arabic)`}
              ar
            />
            <Field form={form} name={`specTable.${i}.value`} label={`Specification ${i + 1}: value`} />
            <Field
              form={form}
              name={`specTable.${i}.valueAr`}
              label={`Specification ${i + 1}: value (Arabic)`}
              ar
            />
          </>
        )}
      </RowList>
      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium text-slate-800">Search engines (optional)</legend>
        <Field form={form} name="seoTitle" label="Page title" />
        <Field form={form} name="seoTitleAr" label="Page title (Arabic)" ar />
        <Field form={form} name="seoDescription" label="Page description" area />
        <Field form={form} name="seoDescriptionAr" label="Page description (Arabic)" ar area />
      </fieldset>
    </>
  );
}
