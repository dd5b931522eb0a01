import { useForm } from "react-hook-form";
import type { z } from "zod";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { KeepFocusButton } from "#client/components/ui/keep-focus-button.tsx";
import { sendForm } from "#client/lib/form-post.ts";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import type { Lang } from "#shared/i18n/index.ts";
import type { ContactInput, contactInputSchema } from "#shared/schemas.ts";
import { Honeypot } from "../components/site-ui/honeypot";
import { Icon } from "../components/site-ui/icon";
import { lazyZodResolver } from "./lazy-resolver";
import { useSite } from "./site-context";
import { SiteFields } from "./site-fields";

const resolver = lazyZodResolver<ContactInput, z.output<typeof contactInputSchema>>((lang) =>
  import("#shared/schemas.ts").then((m) => m.visitorSchemas(lang).contact),
);
const empty: ContactInput = { name: "", email: "", message: "", website: "" };

export function ContactForm() {
  const { lang, t } = useSite();
  const action = `${lang === "ar" ? "/ar" : ""}/contact`;
  const form = useForm<ContactInput, Lang, z.output<typeof contactInputSchema>>({
    resolver,
    context: lang,
    defaultValues: empty,
  });

  // Awaiting the send keeps the form submitting until it is answered: a second click meanwhile sends nothing.
  const onSubmit = form.handleSubmit((values) =>
    sendForm(action, values).then(
      () => {
        notifySuccess(t("contactSuccess"), t("contactSuccessTitle"));
        form.reset(empty);
      },
      (failure) => notifyError(t("contactError"), failure, t("errorTitle")),
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
      aria-labelledby="contact-form-title"
    >
      <Honeypot {...form.register("website")} />
      <SiteFields kind="contact" form={form} rows={5} />
      <div className="sm:col-span-2">
        <KeepFocusButton type="submit" className={siteButtonClass.primary} disabled={sending}>
          <Icon name="send" className="size-4 rtl:-scale-x-100" />
          {sending ? t("sending") : t("sendMessage")}
        </KeepFocusButton>
      </div>
    </form>
  );
}
