import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import type { CategoryData } from "#shared/catalogue.ts";
import { counted, productNoun } from "#shared/counted.ts";
import { AdminLayout } from "../components/admin-layout";
import { issuesOf, notifyFailure } from "../lib/errors";
import { CategoryForm } from "./category-form";

type Category = CategoryData & { count: number; hidden: number };
const formFields = ["slug", "name", "nameAr", "description", "descriptionAr", "position"] as const;

// The catalogue's categories (docs/decisions/210): name in both languages, slug, order and a short description.
// One that holds products, hidden ones too, is deleted only once the owner has chosen where they move.
export function CategoriesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.categories.listForOwner.queryOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.categories.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() }),
    ]);
  // The new-category form starts empty again after each category added here, and only then, so nothing typed
  // is lost when the list arrives or refreshes.
  const [added, setAdded] = useState(0);
  const create = useMutation(
    trpc.categories.create.mutationOptions({
      onSuccess: () => {
        setAdded((n) => n + 1);
        return refresh();
      },
    }),
  );
  const update = useMutation(trpc.categories.update.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.categories.remove.mutationOptions({ onSuccess: refresh }));
  const [moveTo, setMoveTo] = useState<Record<string, string>>({});

  const handlers = (
    done: string,
    failed: string,
    setError: (f: (typeof formFields)[number], m: string) => void,
    saved: () => void,
  ) => ({
    onSuccess: () => {
      saved();
      notifySuccess(done);
    },
    onError: (error: unknown) => {
      notifyFailure(failed, error);
      for (const issue of issuesOf(error)) {
        const field = formFields.find((f) => issue.path === f || issue.path === `data.${f}`);
        if (field) setError(field, issue.message);
      }
    },
  });

  function confirmDelete(category: Category) {
    if (!window.confirm(`Delete the category ${category.name}?`)) return;
    remove.mutate(
      { slug: category.slug, moveTo: moveTo[category.slug] || undefined },
      {
        onSuccess: () => notifySuccess("Category deleted"),
        onError: (e) => notifyFailure("Failed to delete category", e),
      },
    );
  }

  return (
    <AdminLayout
      title="Categories"
      subtitle="The catalogue's categories, in the order the website lists them"
    >
      <ul className="space-y-4">
        {list.data?.map((category) => (
          <li key={category.slug} className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="mb-3 font-semibold">
              {category.name} · {counted(category.count, productNoun)}
              {category.hidden > 0 && ` (${category.hidden} hidden)`}
            </h2>
            <CategoryForm
              idPrefix={`category-${category.slug}`}
              category={category}
              saving={update.isPending}
              submitLabel={`Save ${category.name}`}
              onSubmit={(data, setError, saved) =>
                update.mutate(
                  { slug: category.slug, data },
                  handlers("Category saved", "Failed to save category", setError, saved),
                )
              }
            />
            <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
              {category.count > 0 ? (
                <Select
                  aria-label={`Move the products of ${category.name} to`}
                  placeholder="Move its products to..."
                  value={moveTo[category.slug] ?? ""}
                  onValueChange={(to) => setMoveTo({ ...moveTo, [category.slug]: to })}
                  options={(list.data ?? [])
                    .filter((c) => c.slug !== category.slug)
                    .map((c) => ({ value: c.slug, label: c.name }))}
                  className="sm:w-60"
                />
              ) : null}
              <Button
                variant="destructive-outline"
                size="sm"
                disabled={category.count > 0 && !moveTo[category.slug]}
                onClick={() => confirmDelete(category)}
              >
                Delete {category.name}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <section
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
        aria-labelledby="new-category"
      >
        <h2 id="new-category" className="mb-3 font-semibold">
          New category
        </h2>
        <CategoryForm
          key={added}
          idPrefix="category-new"
          saving={create.isPending}
          submitLabel="Add category"
          onSubmit={(data, setError, saved) =>
            create.mutate(data, handlers("Category added", "Failed to add category", setError, saved))
          }
        />
      </section>
    </AdminLayout>
  );
}
