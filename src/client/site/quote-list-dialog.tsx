import { useQuery } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { KeepFocusButton } from "#client/components/ui/keep-focus-button.tsx";
import { sendForm } from "#client/lib/form-post.ts";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { productName } from "#shared/product-text.ts";
import { quoteListPath } from "#shared/quote-list.ts";
import type { quoteRequestInputSchema } from "#shared/quotes.ts";
import { textLimits } from "#shared/visitor-limits.ts";
import { inputClass } from "../components/site-ui/styles";
import { useTRPC } from "../lib/trpc";
import { lazyZodResolver } from "./lazy-resolver";
import { QuoteDetails } from "./quote-details";
import { quoteList, useQuoteList } from "./quote-list-store";
import { useSite } from "./site-context";
import { SiteDialog } from "./site-dialog";

type Fields = z.input<typeof quoteRequestInputSchema>;
type Output = z.output<typeof quoteRequestInputSchema>;
const resolver = lazyZodResolver<Fields, Output>((lang) =>
  import("#shared/quotes.ts").then((m) => m.quoteRequestSchema(lang)),
);
const empty: Fields = {
  contactName: "",
  email: "",
  phone: "",
  businessType: "",
  needByDate: "",
  additionalNotes: "",
  website: "",
  lines: [],
};

type Props = { open: boolean; onClose: () => void; returnFocus: () => void };

// The quote list's drawer: a quantity per product, the buyer's details once, one request for everything.
export function QuoteListDialog({ open, onClose, returnFocus }: Props) {
  const { lang, t } = useSite();
  const trpc = useTRPC();
  const lines = useQuoteList();
  const products = useQuery(trpc.products.list.queryOptions()).data ?? [];
  const action = quoteListPath(lang);
  const form = useForm<Fields, Lang, Output>({ resolver, context: lang, defaultValues: empty });
  const lineError = (i: number) => form.formState.errors.lines?.[i]?.quantity?.message;
  const listError = form.formState.errors.lines?.message ?? form.formState.errors.lines?.root?.message;

  const onSubmit = (event: React.FormEvent) => {
    form.setValue("lines", lines);
    // Awaiting the send keeps the form submitting until it is answered: a second click meanwhile sends nothing.
    return form.handleSubmit((values) =>
      sendForm(action, values).then(
        () => {
          notifySuccess(t("quoteListDone"), t("quoteListDoneTitle"));
          quoteList.clear();
          form.reset(empty);
          onClose();
        },
        (failure) => notifyError(t("quoteListError"), failure, t("errorTitle")),
      ),
    )(event);
  };
  const sending = form.formState.isSubmitting;

  return (
    <SiteDialog
      open={open}
      onClose={onClose}
      returnFocus={returnFocus}
      title={t("quoteListTitle")}
      description={t("quoteListIntro")}
    >
      <form method="post" action={action} onSubmit={onSubmit} noValidate className="relative mt-6 grid gap-4">
        {lines.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-4 text-slate-600">{t("quoteListEmpty")}</p>
        ) : (
          <ul aria-label={t("quoteList")} className="space-y-2">
            {lines.map((line, i) => {
              const product = products.find((p) => p.id === line.productId);
              const name = product ? productName(product, lang) : line.productId;
              const error = lineError(i);
              return (
                <li key={line.productId} className="rounded-xl border border-slate-200 p-3">
                  {/* On a phone the name has the row to itself: beside the quantity it broke after every word. */}
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <label
                      htmlFor={`quote-qty-${i}`}
                      className="w-full font-medium text-ink sm:w-auto sm:min-w-0 sm:flex-1"
                    >
                      {name}
                    </label>
                    <input
                      id={`quote-qty-${i}`}
                      type="text"
                      aria-label={t("quantityOf", { product: name })}
                      aria-invalid={error ? true : undefined}
                      placeholder={t("quantityPlaceholder")}
                      value={line.quantity}
                      maxLength={textLimits.shortAnswer}
                      onChange={(event) => quoteList.setQuantity(line.productId, event.target.value)}
                      className={`${inputClass} min-w-0 flex-1 sm:max-w-40 sm:flex-none`}
                    />
                    <button
                      type="button"
                      aria-label={t("removeFromQuote", { product: name })}
                      onClick={() => quoteList.remove(line.productId)}
                      className="site-focus rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700"
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                  {error ? (
                    <p role="alert" className="mt-1.5 text-sm text-red-700">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        {listError ? (
          <p role="alert" className="text-sm text-red-700">
            {listError}
          </p>
        ) : null}
        <QuoteDetails form={form} />
        <KeepFocusButton type="submit" className={siteButtonClass.primary} disabled={sending}>
          {sending ? t("sending") : t("quoteListSubmit")}
        </KeepFocusButton>
      </form>
    </SiteDialog>
  );
}
