import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { FieldError, fieldA11y } from "#client/components/field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { useTRPC } from "#client/lib/trpc.ts";
import type { ProductCreate } from "#shared/catalogue.ts";
import { categoryLabels, productCategories } from "#shared/constants.ts";
import {
  type EditorData,
  type EditorValues,
  editorSchema,
  pageValuesOf,
  toProductData,
} from "../catalogue/editor-form";
import { ProductPageFields } from "../catalogue/product-page-fields";
import { ProductImageField } from "../components/product-image-field";
import { ProductDownloads } from "../downloads/product-downloads";
import type { AdminProduct } from "../lib/types";
import { useUnsavedGuard } from "../lib/unsaved-guard";

// The spec's five until the owner's categories have loaded.
const startingCategories = productCategories.map((value) => ({ value, label: categoryLabels[value] }));

export type ProductFormValues = EditorValues;
type FieldName = keyof ProductFormValues;

// The client's new-product defaults; an existing product loads its values, absent flags counting as on.
const valuesOf = (product?: AdminProduct): ProductFormValues => ({
  name: product?.name ?? "",
  description: product?.description ?? "",
  nameAr: product?.nameAr ?? "",
  descriptionAr: product?.descriptionAr ?? "",
  imageUrl: product?.imageUrl ?? "",
  price: product?.price ?? "",
  category: (product?.category as ProductFormValues["category"]) ?? "facial",
  featured: product?.featured ?? false,
  showPrice: product?.showPrice ?? true,
  active: product?.active ?? true,
  ...pageValuesOf(product),
});

type ProductFormProps = {
  product?: AdminProduct;
  saving: boolean;
  onSubmit: (data: ProductCreate, setFieldError: (field: FieldName, message: string) => void) => void;
  onCancel: () => void;
};

const checkboxes = [
  { name: "featured", label: "Featured Product" },
  { name: "showPrice", label: 'Show Price (uncheck to show "Inquire about product")' },
  { name: "active", label: "Active (visible on website)" },
] as const;

export function ProductForm({ product, saving, onSubmit, onCancel }: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, EditorData>({
    resolver: zodResolver(editorSchema),
    defaultValues: valuesOf(product),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedGuard(isDirty);
  const trpc = useTRPC();
  const categoryOptions =
    useQuery(trpc.categories.list.queryOptions()).data?.map((c) => ({ value: c.slug, label: c.name })) ??
    startingCategories;
  const setFieldError = (field: FieldName, message: string) =>
    form.setError(field, { message }, { shouldFocus: true });
  const text = (field: "name" | "description" | "nameAr" | "descriptionAr" | "price") => ({
    ...fieldA11y(`product-${field}`, errors[field]?.message),
    ...form.register(field),
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((data) => onSubmit(toProductData(data), setFieldError))}
    >
      <div className="space-y-1.5">
        <Label htmlFor="product-name">Product Name</Label>
        <Input {...text("name")} />
        <FieldError fieldId="product-name" message={errors.name?.message} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="product-description">Description</Label>
        <Textarea rows={4} {...text("description")} />
        <FieldError fieldId="product-description" message={errors.description?.message} />
      </div>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ProductImageField
            productId={product?.id}
            value={field.value ?? ""}
            onChange={field.onChange}
            onStored={(path) => form.resetField("imageUrl", { defaultValue: path })}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="product-price">Price</Label>
          <Input inputMode="decimal" placeholder="9.99" {...text("price")} />
          <FieldError fieldId="product-price" message={errors.price?.message} />
        </div>
        <div className="space-y-1.5">
          <Label id="product-category-label" htmlFor="product-category">
            Category
          </Label>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                id="product-category"
                aria-labelledby="product-category-label"
                value={field.value}
                onValueChange={field.onChange}
                options={categoryOptions}
              />
            )}
          />
        </div>
      </div>
      <fieldset className="space-y-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">Visibility</legend>
        {checkboxes.map(({ name, label }) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Checkbox
                  id={`product-${name}`}
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                />
                <Label htmlFor={`product-${name}`} className="font-normal">
                  {label}
                </Label>
              </div>
            )}
          />
        ))}
      </fieldset>
      <details
        className="group rounded-lg border border-slate-200 p-4"
        open={Boolean(product?.nameAr || product?.descriptionAr)}
      >
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          Arabic name and description (optional)
        </summary>
        <div className="mt-4 space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="product-nameAr">Product Name (Arabic)</Label>
            <Input dir="rtl" lang="ar" {...text("nameAr")} />
            <FieldError fieldId="product-nameAr" message={errors.nameAr?.message} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="product-descriptionAr">Description (Arabic)</Label>
            <Textarea dir="rtl" lang="ar" rows={3} {...text("descriptionAr")} />
            <FieldError fieldId="product-descriptionAr" message={errors.descriptionAr?.message} />
          </div>
        </div>
      </details>
      <ProductPageFields form={form} />
      {product && <ProductDownloads productId={product.id} />}
      <div className="sticky -bottom-5 -mx-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : product ? "Update Product" : "Create Product"}
        </Button>
      </div>
    </form>
  );
}
