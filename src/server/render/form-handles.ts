import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "#server/context.ts";
import { availability } from "#server/features/appointments/capacity.ts";
import { bookingRules, siteTextOf } from "#server/features/appointments/rules.ts";
import { book } from "#server/features/appointments/service.ts";
import * as contacts from "#server/features/contacts/service.ts";
import * as inquiries from "#server/features/inquiries/service.ts";
import { mailContextOf } from "#server/features/mail/context.ts";
import { newsletterContextOf } from "#server/features/newsletter/context.ts";
import { subscribe } from "#server/features/newsletter/service.ts";
import { sendRequest } from "#server/features/quotes/requests.ts";
import { productForSample } from "#server/features/samples/product-lookup.ts";
import { request } from "#server/features/samples/service.ts";
import * as testimonials from "#server/features/testimonials/service.ts";
import { type AppointmentData, appointmentSchema } from "#shared/appointment-schema.ts";
import { everySlot, freeSlotsOn } from "#shared/booking-slots.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { hourKeys } from "#shared/opening-hours.ts";
import { type QuoteRequestData, quoteRequestSchema } from "#shared/quotes.ts";
import { type SampleRequestData, sampleRequestSchema } from "#shared/sample-request.ts";
import {
  type contactInputSchema,
  type inquiryInputSchema,
  type newsletterInputSchema,
  type testimonialInputSchema,
  visitorSchemas,
} from "#shared/schemas.ts";
import { isCalendarDate } from "#shared/wall-clock.ts";
import type { BookingChoices } from "./booking-controls";
import type { FormKind, Values } from "./form-pages";
import { keepQuoteList } from "./quote-list-cookie";

// What each plain form does with a post: its schema, how the posted fields become the schema's input, and the
// feature service that stores it (the same one the JSON API and tRPC call).
export type Handle<S extends z.ZodType> = {
  // The form's schema with its messages in the visitor's language.
  schema: (lang: Lang, c: Context<AppEnv>) => S;
  toInput: (values: Values, c: Context<AppEnv>) => unknown;
  // The posted field an error belongs to, where it is not the first part of the error's path.
  fieldOf?: (path: PropertyKey[], input: unknown) => string | undefined;
  save: (c: Context<AppEnv>, data: z.output<S>, lang: Lang) => Promise<void>;
  // What the page offers to choose from, read when the page is drawn (after a post, for the posted date).
  choices?: (c: Context<AppEnv>, lang: Lang, date?: string) => BookingChoices;
};
// A form of the site's shared field list (the sample request keeps its own list and page).
export type FormHandle<S extends z.ZodType = z.ZodType> = Handle<S> & { kind: FormKind };

export const contact = {
  kind: "contact" as const,
  schema: (lang: Lang) => visitorSchemas(lang).contact,
  toInput: (values: Values) => values,
  save: async (c: Context<AppEnv>, data: z.output<typeof contactInputSchema>, lang: Lang) => {
    contacts.submit(c.get("deps").db, data, await mailContextOf(c, lang));
  },
};

export const testimonial = {
  kind: "testimonial" as const,
  schema: (lang: Lang) => visitorSchemas(lang).testimonial,
  toInput: (values: Values) => ({ ...values, rating: values.rating ? Number(values.rating) : undefined }),
  save: async (c: Context<AppEnv>, data: z.output<typeof testimonialInputSchema>, lang: Lang) => {
    testimonials.submit(c.get("deps").db, data, await mailContextOf(c, lang));
  },
};

export const inquiry = {
  kind: "inquiry" as const,
  schema: (lang: Lang) => visitorSchemas(lang).inquiry,
  toInput: (values: Values, c: Context<AppEnv>) => ({ ...values, productId: c.req.param("productId") }),
  save: async (c: Context<AppEnv>, data: z.output<typeof inquiryInputSchema>, lang: Lang) => {
    inquiries.submit(c.get("deps").db, data, await mailContextOf(c, lang));
  },
};

export const newsletter = {
  kind: "newsletter" as const,
  schema: (lang: Lang) => visitorSchemas(lang).newsletter,
  toInput: (values: Values) => values,
  save: async (c: Context<AppEnv>, data: z.output<typeof newsletterInputSchema>, lang: Lang) => {
    subscribe(c.get("deps").db, await newsletterContextOf(c, lang), data.email, data.source);
  },
};

// The quote list's quantities arrive as qty-<product id> fields; the filled ones become the request's lines, and
// a line's error is shown at its product's field. Sending empties the list: every listed product was on the page
// with its quantity filled in, so one sent empty was cleared on purpose (docs/decisions/210).
type QuoteListInput = { lines: Array<{ productId: string; quantity: string }> };
export const quoteList = {
  kind: "quoteList" as const,
  schema: (lang: Lang) => quoteRequestSchema(lang, "enterAQuantity"),
  toInput: (values: Values): QuoteListInput => ({
    ...values,
    lines: Object.entries(values).flatMap(([name, quantity]) =>
      name.startsWith("qty-") && quantity.trim() ? [{ productId: name.slice(4), quantity }] : [],
    ),
  }),
  fieldOf: ([field, index]: PropertyKey[], input: unknown) => {
    const { lines } = input as QuoteListInput;
    const line = field === "lines" && typeof index === "number" ? lines[index] : undefined;
    return line && `qty-${line.productId}`;
  },
  save: async (c: Context<AppEnv>, data: QuoteRequestData, lang: Lang) => {
    sendRequest(c.get("deps"), { data, mail: await mailContextOf(c, lang) });
    keepQuoteList(c, []);
  },
};

// Checked against the opening hours and horizon here already, so a refused time shows under its field in the
// visitor's words. After a post for a bookable day the time list holds that day's free times (151); otherwise the
// page cannot know the day, and lists every half hour of any open day.
export const appointment = {
  kind: "appointment" as const,
  schema: (lang: Lang, c: Context<AppEnv>) => appointmentSchema(lang, bookingRules(c.get("deps"))),
  toInput: (values: Values) => values,
  save: async (c: Context<AppEnv>, data: AppointmentData, lang: Lang) => {
    book(c.get("deps"), data, await mailContextOf(c, lang), lang);
  },
  choices: (c: Context<AppEnv>, lang: Lang, date = ""): BookingChoices => {
    const open = availability(c.get("deps"));
    const text = siteTextOf(c.get("deps").db, lang);
    const bookable = isCalendarDate(date) && date >= open.today && date <= open.lastDate;
    const free = bookable ? freeSlotsOn(open.week, date, open.full) : [];
    const slots = free.length > 0 ? free : everySlot(open.week);
    return { today: open.today, lastDate: open.lastDate, slots, hours: hourKeys.map(text) };
  },
};

// A request for samples of the product the path names (docs/decisions/211).
export const sample = {
  schema: (lang: Lang) => sampleRequestSchema(lang),
  toInput: (values: Values, c: Context<AppEnv>) => ({
    ...values,
    productId: productForSample(c.get("deps").db, c.req.param("slug") ?? "")?.id,
  }),
  save: async (c: Context<AppEnv>, data: SampleRequestData, lang: Lang) => {
    request(c.get("deps").db, data, await mailContextOf(c, lang), lang);
  },
};
