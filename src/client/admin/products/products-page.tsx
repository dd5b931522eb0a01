import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Package, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Dialog } from "#client/components/ui/dialog.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { categoryLabels, productCategories } from "#shared/constants.ts";
import { productListSchema } from "#shared/desk.ts";
import { productCsvColumns } from "#shared/product-csv.ts";
import { AdminLayout } from "../components/admin-layout";
import { ListBody } from "../components/list-body";
import { ListToolbar } from "../components/list-toolbar";
import type { CsvColumn } from "../lib/csv";
import { issuesOf, notifyFailure } from "../lib/errors";
import { useListScreen } from "../lib/list-screen";
import type { AdminProduct } from "../lib/types";
import { mayDiscard } from "../lib/unsaved-guard";
import { ProductsCsv } from "../products-csv/products-csv";
import { ProductCard } from "./product-card";
import { ProductForm, type ProductFormValues } from "./product-form";

type Editor = { open: false } | { open: true; product?: AdminProduct };
const formFields = [
  "name",
  "description",
  "nameAr",
  "descriptionAr",
  "imageUrl",
  "price",
  "slug",
  "category",
] as const;
const viewOptions = [
  { value: "all", label: "All products" },
  { value: "active", label: "Active" },
  { value: "hidden", label: "Inactive" },
  { value: "featured", label: "Featured" },
];
const allCategories = { value: "all", label: "All categories" };
// The spec's five until the owner's categories have loaded.
const startingCategories = productCategories.map((value) => ({ value, label: categoryLabels[value] }));
// The same columns the import reads (docs/decisions/211).
const csvColumns: CsvColumn<AdminProduct>[] = productCsvColumns;

export function ProductsPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const screen = useListScreen(productListSchema, trpc.products, { name: "products", columns: csvColumns });
  const { view, setView } = screen;
  const categories = useQuery(trpc.categories.list.queryOptions()).data;
  const categoryOptions = [
    allCategories,
    ...(categories?.map((c) => ({ value: c.slug, label: c.name })) ?? startingCategories),
  ];
  const [editor, setEditor] = useState<Editor>({ open: false });
  const close = () => setEditor({ open: false });
  // Escape, the close button, Cancel and a tap outside ask before typed work is thrown away; a save closes.
  const closeAsking = () => mayDiscard() && close();
  // A deleted product's buttons are gone with it: keyboard focus moves on to Add Product, not to the page body.
  const addButton = useRef<HTMLButtonElement>(null);

  // Every products query (the admin grid, the public catalogue) is refreshed after any change.
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() });
  const create = useMutation(trpc.products.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.products.update.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(
    trpc.products.remove.mutationOptions({
      onSuccess: async () => {
        await refresh();
        addButton.current?.focus();
        notifySuccess("Product deleted successfully");
      },
      onError: (error) => notifyFailure("Failed to delete product", error),
    }),
  );

  const editing = editor.open ? editor.product : undefined;
  const saving = create.isPending || update.isPending;
  // Set at once on the first submit: a double click's second one arrives before `saving` has re-rendered.
  const submitting = useRef(false);

  function save(
    data: Parameters<typeof create.mutate>[0],
    setFieldError: (f: keyof ProductFormValues, m: string) => void,
  ) {
    if (submitting.current) return;
    submitting.current = true;
    const handlers = {
      onSettled: () => {
        submitting.current = false;
      },
      onSuccess: () => {
        notifySuccess(editing ? "Product updated successfully" : "Product created successfully");
        close();
      },
      onError: (error: unknown) => {
        notifyFailure(editing ? "Failed to update product" : "Failed to create product", error);
        for (const issue of issuesOf(error)) {
          const field = formFields.find((f) => issue.path === f || issue.path === `data.${f}`);
          if (field) setFieldError(field, issue.message);
        }
      },
    };
    if (editing) update.mutate({ id: editing.id, data }, handlers);
    else create.mutate(data, handlers);
  }

  function confirmDelete(product: AdminProduct) {
    if (window.confirm("Are you sure you want to delete this product?")) remove.mutate({ id: product.id });
  }

  return (
    <AdminLayout
      title="Products Management"
      subtitle="Add, edit and hide the products shown on your website"
      actions={
        <>
          <Link href="/categories" className={buttonClasses("outline", "md")}>
            Categories
          </Link>
          <ProductsCsv />
          <Button ref={addButton} onClick={() => setEditor({ open: true })}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        </>
      }
    >
      <ListToolbar
        screen={screen}
        searchLabel="Search name, description or category"
        statusLabel="Show products"
        statusOptions={viewOptions}
        nameLabel="Name"
      >
        <Select
          aria-label="Filter by category"
          value={view.category}
          onValueChange={(category) => setView({ category: category as typeof view.category })}
          options={categoryOptions}
          className="lg:w-40"
        />
      </ListToolbar>
      <ListBody
        screen={screen}
        what="the products"
        icon={Package}
        empty={'No products yet. Click "Add Product" to create one.'}
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
        row={(product) => (
          <ProductCard
            product={product}
            onEdit={() => setEditor({ open: true, product })}
            onDelete={() => confirmDelete(product)}
            deleting={remove.isPending && remove.variables?.id === product.id}
          />
        )}
      />
      <Dialog
        open={editor.open}
        onOpenChange={(open) => !open && closeAsking()}
        title={editing ? "Edit Product" : "Add New Product"}
        description={
          editing ? "Update product information below" : "Fill in the details to create a new product"
        }
      >
        <ProductForm
          key={editing?.id ?? "new"}
          product={editing}
          saving={saving}
          onSubmit={save}
          onCancel={closeAsking}
        />
      </Dialog>
    </AdminLayout>
  );
}
