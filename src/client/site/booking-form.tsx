import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { fieldA11y } from "#client/components/field.tsx";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { KeepFocusButton } from "#client/components/ui/keep-focus-button.tsx";
import { sendForm } from "#client/lib/form-post.ts";
import { FormRefused } from "#client/lib/http-error.ts";
import { notifyError, notifySuccess } from "#client/lib/notify.ts";
import type { AppointmentData, AppointmentInput } from "#shared/appointment-schema.ts";
import { everySlot, freeSlotsOn, weeklyHours } from "#shared/booking-slots.ts";
import type { ContentText } from "#shared/content-text.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { hourKeys } from "#shared/opening-hours.ts";
import { Honeypot } from "../components/site-ui/honeypot";
import { inputClass } from "../components/site-ui/styles";
import { useTRPC } from "../lib/trpc";
import { lazyZodResolver } from "./lazy-resolver";
import { bookPath, useSite } from "./site-context";
import { SiteFields } from "./site-fields";

type Fields = AppointmentInput;
const empty: Fields = {
  companyName: "",
  contactPerson: "",
  email: "",
  phone: "",
  kind: "visit",
  date: "",
  time: "",
  message: "",
  website: "",
};

const pad = (n: number) => String(n).padStart(2, "0");
// The browser's clock: the server checks again on the factory's (docs/decisions/150).
function localNow() {
  const d = new Date();
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return { date, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

// "Book a visit or a call" once React runs: the same fields and checks as /book, sent to its action.
// `english` reads the owner's texts in English, where the opening hours are parsed from. The server's
// availability adds the last bookable day and the times already full (docs/decisions/150).
export function BookingForm({ english, onSent }: { english: ContentText; onSent: () => void }) {
  const { lang, t, text } = useSite();
  const week = useMemo(() => weeklyHours(english), [english]);
  const trpc = useTRPC();
  const open = useQuery(trpc.appointments.availability.queryOptions()).data;
  const lastDate = open?.lastDate;
  const resolver = useMemo(
    () =>
      lazyZodResolver<Fields, AppointmentData>((l) =>
        import("#shared/appointment-schema.ts").then((m) =>
          m.appointmentSchema(l, { week, now: localNow(), lastDate }),
        ),
      ),
    [week, lastDate],
  );
  const queryClient = useQueryClient();
  const action = bookPath(lang);
  const form = useForm<Fields, Lang, AppointmentData>({ resolver, context: lang, defaultValues: empty });
  const { errors } = form.formState;
  const date = form.watch("date");
  const slots = date ? freeSlotsOn(week, date, open?.full ?? []) : everySlot(week);

  // A time that filled up after the page loaded: the server's 409 goes under the time field, and the list reloads.
  // Awaiting the send keeps the form submitting until it is answered: a second click meanwhile sends nothing.
  const onSubmit = form.handleSubmit((values) =>
    sendForm(action, values)
      .then(
        () => {
          notifySuccess(t("bookDone"), t("bookDoneTitle"));
          form.reset(empty);
          onSent();
        },
        (failure) => {
          if (failure instanceof FormRefused && failure.status === 409) {
            form.setError("time", { message: failure.message });
          }
          notifyError(t("bookError"), failure, t("errorTitle"));
        },
      )
      .finally(
        () => void queryClient.invalidateQueries({ queryKey: trpc.appointments.availability.queryKey() }),
      ),
  );
  const sending = form.formState.isSubmitting;

  const a11y = (name: keyof Fields) => fieldA11y(`booking-${name}`, errors[name]?.message);
  // The date and time follow the opening hours, the last bookable day and the times already full.
  const controls = {
    date: (
      <input
        {...a11y("date")}
        // A closed or past day is said at once: otherwise the time list just comes up empty, unexplained.
        {...form.register("date", { onChange: () => form.trigger("date") })}
        type="date"
        min={localNow().date}
        max={lastDate}
        className={inputClass}
      />
    ),
    time: (
      <select {...a11y("time")} {...form.register("time")} className={inputClass}>
        <option value="" disabled>
          {t("chooseTimeOption")}
        </option>
        {slots.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </select>
    ),
  };
  // The week's opening hours under the note, as /book lists them: a closed day is plain before it is chosen.
  const hoursNote = (
    <div className="text-sm text-slate-600 sm:col-span-2">
      <p>{t("bookHoursNote")}</p>
      <ul className="mt-1">
        {hourKeys.map((key) => (
          <li key={key}>{text(key)}</li>
        ))}
      </ul>
    </div>
  );

  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="relative mt-6 grid gap-4 sm:grid-cols-2"
    >
      <Honeypot {...form.register("website")} />
      <SiteFields
        kind="appointment"
        idPrefix="booking"
        form={form}
        controls={controls}
        after={{ time: hoursNote }}
      />
      <div className="sm:col-span-2">
        <KeepFocusButton type="submit" className={siteButtonClass.primary} disabled={sending}>
          <CalendarCheck className="size-4" aria-hidden="true" />
          {sending ? t("booking") : t("bookSubmit")}
        </KeepFocusButton>
      </div>
    </form>
  );
}
