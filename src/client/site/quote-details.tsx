import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { Lang } from "#shared/i18n/index.ts";
import type { quoteRequestInputSchema } from "#shared/quotes.ts";
import { Honeypot } from "../components/site-ui/honeypot";
import { SiteFields } from "./site-fields";

type Fields = z.input<typeof quoteRequestInputSchema>;

// The buyer's details, asked once for the whole list (the inquiry form's fields without the product); the list's
// quantities are the dialog's own.
export function QuoteDetails({
  form,
}: {
  form: UseFormReturn<Fields, Lang, z.output<typeof quoteRequestInputSchema>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Honeypot {...form.register("website")} />
      <SiteFields kind="quoteList" idPrefix="quote" form={form} />
    </div>
  );
}
