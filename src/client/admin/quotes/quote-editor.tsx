import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Select } from "#client/components/ui/select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { type QuoteData, type QuoteInput, quoteInputSchema } from "#shared/quotes.ts";
import { SaveButton } from "../components/save-button";
import { issuesOf, notifyFailure } from "../lib/errors";
import { mayDiscard, useUnsavedGuard } from "../lib/unsaved-guard";
import { QuoteLines } from "./quote-lines";

type Props = { id?: string; initial: QuoteInput; onDone: () => void };
const languages = [
  { value: "en", label: "English" },
  { value: "ar", label: "Arabic" },
];
type TextField =
  | "buyerName"
  | "buyerCompany"
  | "buyerEmail"
  | "buyerPhone"
  | "validUntil"
  | "discountPercent"
  | "taxPercent";
const textFields: Array<[TextField, string, string]> = [
  ["buyerName", "Buyer", "text"],
  ["buyerCompany", "Buyer's company", "text"],
  ["buyerEmail", "Buyer's email", "email"],
  ["buyerPhone", "Buyer's phone", "tel"],
  ["validUntil", "Valid until", "date"],
  ["discountPercent", "Discount (%)", "text"],
  ["taxPercent", "Tax rate (%)", "text"],
];

export function QuoteEditor({ id, initial, onDone }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const currencies = useQuery(trpc.quotes.currencies.queryOptions()).data ?? [initial.currency];
  const form = useForm<QuoteInput, unknown, QuoteData>({
    resolver: zodResolver(quoteInputSchema),
    defaultValues: initial,
  });
  useUnsavedGuard(form.formState.isDirty);
  const errorOf = (path: string) =>
    form.getFieldState(path as FieldPath<QuoteInput>, form.formState).error?.message;
  const saved = async (quote: { number: string }) => {
    await queryClient.invalidateQueries({ queryKey: trpc.quotes.pathKey() });
    notifySuccess(`Quote ${quote.number} saved as a draft`);
    onDone();
  };
  const failed = (error: unknown) => {
    const issues = issuesOf(error);
    for (const issue of issues) form.setError(issue.path as keyof QuoteInput, { message: issue.message });
    notifyFailure(issues.length ? "Check the marked fields" : "The quote could not be saved", error);
  };
  const create = useMutation(trpc.quotes.create.mutationOptions({ onSuccess: saved, onError: failed }));
  const update = useMutation(trpc.quotes.update.mutationOptions({ onSuccess: saved, onError: failed }));
  const busy = create.isPending || update.isPending;

  return (
    <Card className="p-5 sm:p-6">
      <form
        noValidate
        aria-label={id ? "Edit quote" : "New quote"}
        className="space-y-6"
        onSubmit={form.handleSubmit((data) => (id ? update.mutate({ id, data }) : create.mutate(data)))}
      >
        <h2 className="text-lg font-semibold text-slate-900">{id ? "Edit quote" : "New quote"}</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {textFields.map(([name, label, type]) => (
            <div key={name} className={`space-y-1.5 ${name.startsWith("buyer") ? "lg:col-span-2" : ""}`}>
              <Label htmlFor={`quote-${name}`}>{label}</Label>
              <Input
                id={`quote-${name}`}
                type={type}
                // Names and words the buyer reads run in their own direction: an Arabic company starts at the right.
                dir={name === "buyerName" || name === "buyerCompany" ? "auto" : undefined}
                aria-invalid={errorOf(name) ? true : undefined}
                {...form.register(name)}
              />
              {errorOf(name) && <p className="text-sm text-red-700">{errorOf(name)}</p>}
            </div>
          ))}
          {(["currency", "lang"] as const).map((name) => (
            <div key={name} className="space-y-1.5">
              <Label htmlFor={`quote-${name}`}>{name === "lang" ? "Buyer's language" : "Currency"}</Label>
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Select
                    id={`quote-${name}`}
                    value={field.value ?? ""}
                    onValueChange={field.onChange}
                    options={name === "lang" ? languages : currencies.map((c) => ({ value: c, label: c }))}
                  />
                )}
              />
              {errorOf(name) && <p className="text-sm text-red-700">{errorOf(name)}</p>}
            </div>
          ))}
        </div>
        <QuoteLines
          control={form.control}
          register={form.register}
          getValues={form.getValues}
          setValue={form.setValue}
          errorOf={errorOf}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {(["deliveryTerms", "note"] as const).map((name) => (
            <div key={name} className="space-y-1.5">
              <Label htmlFor={`quote-${name}`}>
                {name === "note" ? "Note to the buyer" : "Delivery terms"}
              </Label>
              <Textarea id={`quote-${name}`} dir="auto" rows={3} {...form.register(name)} />
            </div>
          ))}
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-5">
          <Button variant="outline" onClick={() => mayDiscard() && onDone()}>
            Cancel
          </Button>
          <SaveButton busy={busy} label="Save draft" />
        </div>
      </form>
    </Card>
  );
}
