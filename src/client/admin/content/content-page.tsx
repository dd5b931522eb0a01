import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText, Save } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { counted } from "#shared/counted.ts";
import { AdminLayout } from "../components/admin-layout";
import { EmptyState, LoadError, LoadingText } from "../components/empty-state";
import { issuesOf, notifyFailure } from "../lib/errors";
import { useUnsavedGuard } from "../lib/unsaved-guard";
import { groupAnchor, groupContent, validationMessage } from "./content-groups";
import { ContentItemCard } from "./content-item-card";

export function ContentPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const content = useQuery(trpc.content.list.queryOptions());
  const update = useMutation(trpc.content.update.mutationOptions());
  // Edits stay in this screen until saved (docs/decisions/020); a key leaves `edits` once the server holds its value.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  // The server's refusals, each kept with the value it refused: editing the field takes it away.
  const [refusals, setRefusals] = useState<Record<string, { value: string; message: string }>>({});

  const items = content.data ?? [];
  const changed = items.filter((item) => item.key in edits && edits[item.key] !== item.value);
  const savable = changed.filter((item) => !validationMessage(item, edits[item.key] ?? ""));
  const refusalFor = (key: string) =>
    refusals[key]?.value === (edits[key] ?? "").trim() ? refusals[key]?.message : undefined;

  // Success only when every changed field was saved; a field refused here or by the server keeps its error and is
  // counted in the toast (docs/decisions/020).
  async function save(keys: string[], refusedHere = 0) {
    setSaving((current) => new Set([...current, ...keys]));
    const values = Object.fromEntries(keys.map((key) => [key, (edits[key] ?? "").trim()]));
    const results = await Promise.allSettled(
      keys.map((key) => update.mutateAsync({ key, value: values[key] ?? "" }).then(() => key)),
    );
    if (keys.length > 0) await queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() });
    const saved = new Set(results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : [])));
    const failures = results.flatMap((r, i) =>
      r.status === "rejected" ? [{ key: keys[i] ?? "", cause: r.reason }] : [],
    );
    setEdits((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !saved.has(key))));
    setSaving((current) => new Set([...current].filter((key) => !keys.includes(key))));
    setRefusals((current) => ({
      ...current,
      ...Object.fromEntries(
        failures.flatMap(({ key, cause }) => {
          const message = issuesOf(cause)[0]?.message;
          return message ? [[key, { value: values[key] ?? "", message }]] : [];
        }),
      ),
    }));
    const unsaved = refusedHere + failures.length;
    if (unsaved === 0) return notifySuccess("Content updated successfully");
    const attention = counted(unsaved, { one: "field needs", other: "fields need" });
    notifyFailure(`Failed to update content: ${attention} attention`, failures[0]?.cause);
  }

  const groups = groupContent(items);
  useUnsavedGuard(changed.length > 0);
  return (
    <AdminLayout title="Website Content Management" subtitle="Edit all text content on your website">
      {content.isPending ? (
        <LoadingText />
      ) : content.isError ? (
        <LoadError what="the website content" onRetry={() => content.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState icon={FileText} message="No website content yet." />
      ) : (
        <>
          <div className="sticky top-16 z-20 -mx-4 mb-6 flex flex-col gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:-mx-6 sm:flex-row sm:items-center sm:px-6">
            <nav
              aria-label="Content sections"
              className="-my-1 flex min-w-0 flex-1 gap-2 overflow-x-auto py-1 pr-6 [mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)] lg:flex-wrap lg:overflow-visible lg:pr-0 lg:[mask-image:none]"
            >
              {groups.map((group) => (
                <a
                  key={group.title}
                  href={`#${groupAnchor(group.title)}`}
                  className="shrink-0 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm whitespace-nowrap text-slate-700 hover:border-brand hover:text-cyan-800 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {group.title}
                </a>
              ))}
            </nav>
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm whitespace-nowrap text-slate-600" aria-live="polite">
                {changed.length === 0
                  ? "All changes saved"
                  : counted(changed.length, { one: "unsaved change", other: "unsaved changes" })}
              </p>
              <Button
                onClick={() =>
                  save(
                    savable.map((item) => item.key),
                    changed.length - savable.length,
                  )
                }
                disabled={changed.length === 0 || saving.size > 0}
              >
                <Save aria-hidden="true" />
                Save All Changes
              </Button>
            </div>
          </div>
          <div className="space-y-10">
            {groups.map((group) => (
              <section key={group.title} aria-labelledby={groupAnchor(group.title)} className="scroll-mt-44">
                <h2
                  id={groupAnchor(group.title)}
                  className="mb-4 scroll-mt-44 text-xl font-semibold text-slate-900"
                >
                  {group.title}
                </h2>
                <div className="grid gap-4 md:grid-cols-2">
                  {group.rows.flat().map((item) => (
                    <ContentItemCard
                      key={item.key}
                      item={item}
                      value={edits[item.key] ?? item.value}
                      onChange={(value) => setEdits((current) => ({ ...current, [item.key]: value }))}
                      onSave={() => save([item.key])}
                      saving={saving.has(item.key)}
                      refusal={refusalFor(item.key)}
                    />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </>
      )}
    </AdminLayout>
  );
}
