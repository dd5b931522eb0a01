import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField, fieldA11y } from "#client/components/field.tsx";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { KeepFocusButton } from "#client/components/ui/keep-focus-button.tsx";
import { sendForm } from "#client/lib/form-post.ts";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { samplePath } from "#shared/catalogue-paths.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { sampleTexts } from "#shared/i18n/samples.ts";
import { type SampleFieldName, sampleFields, type sampleRequestInputSchema } from "#shared/sample-request.ts";
import { Honeypot } from "../../components/site-ui/honeypot";
import { inputClass } from "../../components/site-ui/styles";
import { lazyZodResolver } from "../lazy-resolver";
import { type Product, useSite } from "../site-context";

// The product comes from the card that opened the dialog, not from the visitor.
type VisitorFields = ReturnType<typeof sampleRequestInputSchema.omit<{ productId: true; source: true }>>;
type SampleFields = z.input<VisitorFields>;
const resolver = lazyZodResolver<SampleFields, z.output<VisitorFields>>((lang) =>
  import("#shared/sample-request.ts").then((m) =>
    m.sampleRequestSchema(lang).omit({ productId: true, source: true }),
  ),
);

const empty = Object.fromEntries(
  [...sampleFields.map((f) => f.name), "website"].map((name) => [name, ""]),
) as SampleFields;
const ltr = new Set(["email", "tel"]);

type Props = { product: Product; onSent: () => void; onCancel: () => void };

export function SampleForm({ product, onSent, onCancel }: Props) {
  const { lang, t } = useSite();
  const words = sampleTexts[lang];
  // The path names the product, as the plain form's does.
  const action = samplePath(lang, product.slug ?? "");
  const form = useForm<SampleFields, Lang, z.output<VisitorFields>>({
    resolver,
    context: lang,
    defaultValues: empty,
  });
  const { errors } = form.formState;

  // Awaiting the send keeps the form submitting until it is answered: a second click meanwhile sends nothing.
  const onSubmit = form.handleSubmit((values) =>
    sendForm(action, values).then(
      () => {
        notifySuccess(words.doneText, words.doneTitle);
        form.reset(empty);
        onSent();
      },
      (failure) => notifyError(words.failed, failure, t("errorTitle")),
    ),
  );
  const sending = form.formState.isSubmitting;

  const control = (name: SampleFieldName, kind: string, autoComplete: string, maxLength: number) => {
    const props = {
      ...fieldA11y(`sample-${name}`, errors[name]?.message),
      ...form.register(name),
      autoComplete,
      maxLength,
      className: ltr.has(kind) ? `${inputClass} rtl:text-end` : inputClass,
    };
    if (kind === "textarea") return <textarea {...props} rows={2} />;
    const hint = name === "quantity" ? words.quantityHint : undefined;
    return <input {...props} type={kind} dir={ltr.has(kind) ? "ltr" : undefined} placeholder={hint} />;
  };

  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="relative mt-6 grid gap-4 sm:grid-cols-2"
    >
      <Honeypot {...form.register("website")} />
      {sampleFields.map(({ name, kind, autocomplete, maxLength }) => (
        <FormField
          key={name}
          id={`sample-${name}`}
          label={words.labels[name]}
          error={errors[name]?.message}
          className={kind === "textarea" ? "sm:col-span-2" : undefined}
        >
          {control(name, kind, autocomplete, maxLength)}
        </FormField>
      ))}
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        <button type="button" className={siteButtonClass.secondary} onClick={onCancel}>
          {t("cancel")}
        </button>
        <KeepFocusButton type="submit" className={siteButtonClass.primary} disabled={sending}>
          {sending ? words.sending : words.send}
        </KeepFocusButton>
      </div>
    </form>
  );
}
