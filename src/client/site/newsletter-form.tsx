import { useForm } from "react-hook-form";
import type { z } from "zod";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { KeepFocusButton } from "#client/components/ui/keep-focus-button.tsx";
import { sendForm } from "#client/lib/form-post.ts";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import type { Lang } from "#shared/i18n/index.ts";
import type { newsletterInputSchema } from "#shared/schemas.ts";
import { textLimits } from "#shared/visitor-limits.ts";
import { Honeypot } from "../components/site-ui/honeypot";
import { inputClass } from "../components/site-ui/styles";
import { lazyZodResolver } from "./lazy-resolver";
import { useSite } from "./site-context";

type Input = z.input<typeof newsletterInputSchema>;
const resolver = lazyZodResolver<Input, z.output<typeof newsletterInputSchema>>((lang) =>
  import("#shared/schemas.ts").then((m) => m.visitorSchemas(lang).newsletter),
);
const empty: Input = { email: "", website: "" };

// The footer's newsletter sign-up: a plain POST form first (docs/decisions/013, 130), sent by the script to the same
// action once React has taken over.
export function NewsletterForm() {
  const { lang, t } = useSite();
  const action = `${lang === "ar" ? "/ar" : ""}/newsletter`;
  const form = useForm<Input, Lang, z.output<typeof newsletterInputSchema>>({
    resolver,
    context: lang,
    defaultValues: empty,
  });
  const error = form.formState.errors.email?.message;
  // Awaiting the send keeps the form submitting until it is answered: a second click meanwhile sends nothing.
  const onSubmit = form.handleSubmit((values) =>
    sendForm(action, values).then(
      () => {
        notifySuccess(t("newsletterDone"), t("newsletterDoneTitle"));
        form.reset(empty);
      },
      (failure) => notifyError(t("newsletterError"), failure, t("errorTitle")),
    ),
  );
  const sending = form.formState.isSubmitting;
  return (
    <section
      aria-labelledby="newsletter-title"
      className="rounded-2xl bg-white/5 p-6 lg:flex lg:items-center lg:justify-between lg:gap-10"
    >
      <div>
        <h2 id="newsletter-title" className="text-lg font-semibold text-white">
          {t("newsletterTitle")}
        </h2>
        <p className="mt-1 text-slate-300">{t("newsletterText")}</p>
      </div>
      <form
        method="post"
        action={action}
        onSubmit={onSubmit}
        noValidate
        className="relative mt-4 w-full lg:mt-0 lg:max-w-md"
      >
        <Honeypot {...form.register("website")} />
        <label htmlFor="newsletter-email" className="mb-1.5 block text-sm font-medium text-slate-200">
          {t("newsletterEmail")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="newsletter-email"
            {...form.register("email")}
            type="email"
            autoComplete="email"
            maxLength={textLimits.email}
            dir="ltr"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-email-error" : undefined}
            className={`${inputClass} rtl:text-end`}
          />
          <KeepFocusButton type="submit" className={`${siteButtonClass.primary} shrink-0`} disabled={sending}>
            {sending ? t("subscribing") : t("subscribe")}
          </KeepFocusButton>
        </div>
        {error && (
          <p id="newsletter-email-error" role="alert" className="mt-2 text-sm text-red-300">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
