import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField, fieldA11y } from "#client/components/field.tsx";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import { limits } from "#shared/constants.ts";
import type { Lang } from "#shared/i18n/index.ts";
import type { TestimonialInput, testimonialInputSchema } from "#shared/schemas.ts";
import { Honeypot } from "../components/site-ui/honeypot";
import { inputClass } from "../components/site-ui/styles";
import { useTRPC } from "../lib/trpc";
import { lazyZodResolver } from "./lazy-resolver";
import { RatingInput } from "./rating-input";
import { useSite } from "./site-context";

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
  const trpc = useTRPC();
  const submit = useMutation(trpc.testimonials.submit.mutationOptions());
  const form = useForm<TestimonialInput, Lang, z.output<typeof testimonialInputSchema>>({
    resolver,
    context: lang,
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => {
        notifySuccess(t("testimonialSuccess"), t("testimonialSuccessTitle"));
        form.reset(empty);
      },
      onError: (failure) => notifyError(t("testimonialError"), failure, t("errorTitle")),
    }),
  );

  return (
    <form
      method="post"
      action={`${lang === "ar" ? "/ar" : ""}/testimonial`}
      onSubmit={onSubmit}
      noValidate
      className="relative grid gap-5"
      aria-labelledby="share-title"
    >
      <Honeypot {...form.register("website")} />
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <RatingInput
            name={field.name}
            value={field.value ?? limits.ratingDefault}
            onChange={field.onChange}
            label={t("rating")}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="testimonial-name" label={t("yourName")} error={errors.name?.message}>
          <input
            {...fieldA11y("testimonial-name", errors.name?.message)}
            {...form.register("name")}
            autoComplete="name"
            className={inputClass}
          />
        </FormField>
        <FormField id="testimonial-experience" label={t("experience")}>
          <input
            {...fieldA11y("testimonial-experience")}
            {...form.register("experience")}
            placeholder={t("experiencePlaceholder")}
            className={inputClass}
          />
        </FormField>
      </div>
      <FormField id="testimonial-text" label={t("yourTestimonial")} error={errors.text?.message}>
        <textarea
          {...fieldA11y("testimonial-text", errors.text?.message)}
          {...form.register("text")}
          rows={4}
          className={inputClass}
        />
      </FormField>
      <div>
        <button type="submit" className={siteButtonClass.primary} disabled={submit.isPending}>
          {submit.isPending ? t("submitting") : t("submit")}
        </button>
      </div>
    </form>
  );
}
