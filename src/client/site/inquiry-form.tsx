import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField, fieldA11y } from "#client/components/field.tsx";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { minimumOrder } from "#shared/catalogue-paths.ts";
import type { Lang } from "#shared/i18n/index.ts";
import type { inquiryInputSchema } from "#shared/schemas.ts";
import { Honeypot } from "../components/site-ui/honeypot";
import { inputClass } from "../components/site-ui/styles";
import { useTRPC } from "../lib/trpc";
import { BusinessTypeOptions } from "./business-type-options";
import { lazyZodResolver } from "./lazy-resolver";
import { inquiryPath, type Product, useSite } from "./site-context";

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
  const trpc = useTRPC();
  const send = useMutation(trpc.inquiries.submit.mutationOptions());
  const form = useForm<InquiryFields, Lang, z.output<VisitorFields>>({
    resolver,
    context: lang,
    defaultValues: { ...empty, quantity: minimumOrder(product, lang) },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    send.mutate(
      { ...values, productId: product.id, productName: product.name },
      {
        onSuccess: () => {
          notifySuccess(t("inquirySuccess"), t("inquirySuccessTitle"));
          form.reset(empty);
          onSent();
        },
        onError: (failure) => notifyError(t("inquiryError"), failure, t("errorTitle")),
      },
    ),
  );

  const field = (name: keyof InquiryFields, label: string, input: React.ReactNode, className?: string) => (
    <FormField id={`inquiry-${name}`} label={label} error={errors[name]?.message} className={className}>
      {input}
    </FormField>
  );
  const a11y = (name: keyof InquiryFields) => fieldA11y(`inquiry-${name}`, errors[name]?.message);

  return (
    <form
      method="post"
      action={inquiryPath(lang, product.id)}
      onSubmit={onSubmit}
      noValidate
      className="relative mt-6 grid gap-4 sm:grid-cols-2"
    >
      <Honeypot {...form.register("website")} />
      <p className="sr-only">
        {t("product")}: {productLabel}
      </p>
      {field(
        "contactName",
        t("contactName"),
        <input
          {...a11y("contactName")}
          {...form.register("contactName")}
          autoComplete="name"
          className={inputClass}
        />,
      )}
      {field(
        "email",
        t("email"),
        <input
          {...a11y("email")}
          {...form.register("email")}
          type="email"
          autoComplete="email"
          dir="ltr"
          className={`${inputClass} rtl:text-end`}
        />,
      )}
      {field(
        "phone",
        t("phoneOptional"),
        <input
          {...a11y("phone")}
          {...form.register("phone")}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          className={`${inputClass} rtl:text-end`}
        />,
      )}
      {field(
        "businessType",
        t("businessType"),
        <select {...a11y("businessType")} {...form.register("businessType")} className={inputClass}>
          <BusinessTypeOptions lang={lang} t={t} />
        </select>,
      )}
      {field(
        "quantity",
        t("quantity"),
        <input
          {...a11y("quantity")}
          {...form.register("quantity")}
          placeholder={t("quantityPlaceholder")}
          className={inputClass}
        />,
      )}
      {field(
        "needByDate",
        t("needByDate"),
        <input
          {...a11y("needByDate")}
          {...form.register("needByDate")}
          placeholder={t("needByPlaceholder")}
          className={inputClass}
        />,
      )}
      {field(
        "additionalNotes",
        t("additionalNotes"),
        <textarea
          {...a11y("additionalNotes")}
          {...form.register("additionalNotes")}
          rows={3}
          className={inputClass}
        />,
        "sm:col-span-2",
      )}
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <button type="button" className={siteButtonClass.secondary} onClick={onCancel}>
          {t("cancel")}
        </button>
        <button type="submit" className={siteButtonClass.primary} disabled={send.isPending}>
          {send.isPending ? t("submitting") : t("submitInquiry")}
        </button>
      </div>
    </form>
  );
}
