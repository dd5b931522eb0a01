import { useForm } from "react-hook-form";
import type { z } from "zod";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { KeepFocusButton } from "#client/components/ui/keep-focus-button.tsx";
import { sendForm } from "#client/lib/form-post.ts";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { limits } from "#shared/constants.ts";
import type { Lang } from "#shared/i18n/index.ts";
import type { TestimonialInput, testimonialInputSchema } from "#shared/schemas.ts";
import { Honeypot } from "../components/site-ui/honeypot";
import { lazyZodResolver } from "./lazy-resolver";
import { useSite } from "./site-context";
import { SiteFields } from "./site-fields";

const resolver = lazyZodResolver<TestimonialInput, z.output<typeof testimonialInputSchema>>((lang) =>
  import("#shared/schemas.ts").then((m) => m.visitorSchemas(lang).testimonial),
);
const empty: TestimonialInput = {
  name: "",
  experience: "",
  text: "",
  rating: limits.ratingDefault,
  website: "",
};

export function TestimonialForm() {
  const { lang, t } = useSite();
  const action = `${lang === "ar" ? "/ar" : ""}/testimonial`;
  const form = useForm<TestimonialInput, Lang, z.output<typeof testimonialInputSchema>>({
    resolver,
    context: lang,
    defaultValues: empty,
  });

  // Awaiting the send keeps the form submitting until it is answered: a second click meanwhile sends nothing.
  const onSubmit = form.handleSubmit((values) =>
    sendForm(action, values).then(
      () => {
        notifySuccess(t("testimonialSuccess"), t("testimonialSuccessTitle"));
        form.reset(empty);
      },
      (failure) => notifyError(t("testimonialError"), failure, t("errorTitle")),
    ),
  );
  const sending = form.formState.isSubmitting;

  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-5 sm:grid-cols-2"
      aria-labelledby="share-title"
    >
      <Honeypot {...form.register("website")} />
      <SiteFields kind="testimonial" form={form} rows={4} />
      <div className="sm:col-span-2">
        <KeepFocusButton type="submit" className={siteButtonClass.primary} disabled={sending}>
          {sending ? t("submitting") : t("submit")}
        </KeepFocusButton>
      </div>
    </form>
  );
}
