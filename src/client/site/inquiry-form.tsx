import { useForm } from "react-hook-form";
import type { z } from "zod";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { KeepFocusButton } from "#client/components/ui/keep-focus-button.tsx";
import { sendForm } from "#client/lib/form-post.ts";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { minimumOrder } from "#shared/catalogue-paths.ts";
import type { Lang } from "#shared/i18n/index.ts";
import type { inquiryInputSchema } from "#shared/schemas.ts";
import { Honeypot } from "../components/site-ui/honeypot";
import { lazyZodResolver } from "./lazy-resolver";
import { inquiryPath, type Product, useSite } from "./site-context";
import { SiteFields } from "./site-fields";

// The product comes from the card that opened the dialog, not from the visitor.
type VisitorFields = ReturnType<typeof inquiryInputSchema.omit<{ productId: true; productName: true }>>;
type InquiryFields = z.input<VisitorFields>;
const resolver = lazyZodResolver<InquiryFields, z.output<VisitorFields>>((lang) =>
  import("#shared/schemas.ts").then((m) =>
    m.visitorSchemas(lang).inquiry.omit({ productId: true, productName: true }),
  ),
);

const empty: InquiryFields = {
  contactName: "",
  email: "",
  phone: "",
  businessType: "",
  quantity: "",
  needByDate: "",
  additionalNotes: "",
  website: "",
};

type Props = { product: Product; productLabel: string; onSent: () => void; onCancel: () => void };

export function InquiryForm({ product, productLabel, onSent, onCancel }: Props) {
  const { lang, t } = useSite();
  // The path names the product, as the plain form's does.
  const action = inquiryPath(lang, product.id);
  const form = useForm<InquiryFields, Lang, z.output<VisitorFields>>({
    resolver,
    context: lang,
    defaultValues: { ...empty, quantity: minimumOrder(product, lang) },
  });

  // Awaiting the send keeps the form submitting until it is answered: a second click meanwhile sends nothing.
  const onSubmit = form.handleSubmit((values) =>
    sendForm(action, values).then(
      () => {
        notifySuccess(t("inquirySuccess"), t("inquirySuccessTitle"));
        form.reset(empty);
        onSent();
      },
      (failure) => notifyError(t("inquiryError"), failure, t("errorTitle")),
    ),
  );
  const sending = form.formState.isSubmitting;

  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="relative mt-6 grid gap-4 sm:grid-cols-2"
    >
      <Honeypot {...form.register("website")} />
      <p className="sr-only">
        {t("product")}: {productLabel}
      </p>
      <SiteFields kind="inquiry" form={form} />
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <button type="button" className={siteButtonClass.secondary} onClick={onCancel}>
          {t("cancel")}
        </button>
        <KeepFocusButton type="submit" className={siteButtonClass.primary} disabled={sending}>
          {sending ? t("submitting") : t("submitInquiry")}
        </KeepFocusButton>
      </div>
    </form>
  );
}
