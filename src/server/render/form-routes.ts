import { type Context, Hono } from "hono";
import type { AppEnv } from "#server/context.ts";
import { bookingAction } from "#server/features/appointments/action.ts";
import { availability } from "#server/features/appointments/capacity.ts";
import { siteTextOf } from "#server/features/appointments/rules.ts";
import { contactAction } from "#server/features/contacts/action.ts";
import { inquiryAction } from "#server/features/inquiries/action.ts";
import { newsletterAction } from "#server/features/newsletter/action.ts";
import { findActive, listPublic } from "#server/features/products/service.ts";
import { quoteRequestAction } from "#server/features/quotes/action.ts";
import { testimonialAction } from "#server/features/testimonials/action.ts";
import { sourceFieldOf, visitSourceOf } from "#server/http/visit-source.ts";
import {
  formDoor,
  type PageOf,
  plainForm,
  type Status,
  seeThanks,
  thanksPage,
} from "#server/http/visitor-doors.ts";
import { everySlot, freeSlotsOn } from "#shared/booking-slots.ts";
import { minimumOrder } from "#shared/catalogue-paths.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { hourKeys } from "#shared/opening-hours.ts";
import { productName } from "#shared/product-text.ts";
import { isCalendarDate } from "#shared/wall-clock.ts";
import type { BookingChoices } from "./booking-controls";
import type { FormKind, FormState, ProductChoice } from "./form-pages";
import { pageShell } from "./page-shell";
import { keepQuoteList, quoteListOf } from "./quote-list-cookie";
import { langPrefix } from "./site-text";

// The visitor forms' pages, for visitors whose scripts are off or not loaded yet: each form's post is its action
// (features/<name>/action.ts) at the form's own path, the same one the site's script sends to and the JSON API
// calls (http/visitor-doors.ts). The answers are pages, never cached, and no visitor value ever goes into a URL
// (see docs/decisions/013).
const noStore = { "cache-control": "no-store" };

type Answer = {
  kind: FormKind;
  lang: Lang;
  state: FormState;
  status: Status;
  product?: ProductChoice;
  booking?: BookingChoices;
  catalogue?: ProductChoice[];
};

// A form page opened is a view for the visit statistics; the thank-you page, the answer to a post, is not.
export const isFormOpened = (c: Context<AppEnv>, state: FormState) => c.req.method === "GET" && !state.sent;

export async function answer(c: Context<AppEnv>, distDir: string, { status, ...page }: Answer) {
  const shell = await pageShell(c, distDir, page.lang);
  const { formPage } = await import("./form-pages");
  const html = formPage({ ...shell, ...page, action: c.req.path, counted: isFormOpened(c, page.state) });
  return c.html(html, status, noStore);
}

const productOf = (c: Context<AppEnv>, lang: Lang): ProductChoice | undefined => {
  const product = findActive(c.get("deps").db, c.req.param("productId") ?? "");
  if (!product) return undefined;
  return { id: product.id, name: productName(product, lang) };
};

// Every product a buyer can ask a price for, the ones already in their quote list marked.
export function catalogueOf(c: Context<AppEnv>, lang: Lang, lines = quoteListOf(c)): ProductChoice[] {
  const listed = new Set(lines.map((line) => line.productId));
  return listPublic(c.get("deps").db).map((p) => ({
    id: p.id,
    name: productName(p, lang),
    listed: listed.has(p.id),
  }));
}

// What the booking's page offers to choose from. After a post for a bookable day the time list holds that day's
// free times (151); otherwise the page cannot know the day, and lists every half hour of any open day.
function bookingChoices(c: Context<AppEnv>, lang: Lang, date = ""): BookingChoices {
  const open = availability(c.get("deps"));
  const text = siteTextOf(c.get("deps").db, lang);
  const bookable = isCalendarDate(date) && date >= open.today && date <= open.lastDate;
  const free = bookable ? freeSlotsOn(open.week, date, open.full) : [];
  const slots = free.length > 0 ? free : everySlot(open.week);
  return { today: open.today, lastDate: open.lastDate, slots, hours: hourKeys.map(text) };
}

// The site's forms' page: an inquiry's product, the quote list's catalogue and the booking's free times beside the
// fields until the post is taken.
const formPageOf =
  (distDir: string, kind: FormKind): PageOf =>
  (c, lang) => {
    const product = kind === "inquiry" ? productOf(c, lang) : undefined;
    if (kind === "inquiry" && !product) return undefined;
    const catalogue = kind === "quoteList" ? catalogueOf(c, lang) : undefined;
    return (state, status, posted) => {
      const booking = kind === "appointment" ? bookingChoices(c, lang, posted.date) : undefined;
      const form = status === 200 ? {} : { catalogue, booking };
      return answer(c, distDir, { kind, lang, state, status, product, ...form });
    };
  };

// Sending the quote list empties it: every listed product was on the page with its quantity filled in, so one sent
// empty was cleared on purpose (docs/decisions/210).
const sentList = (c: Context<AppEnv>) => {
  keepQuoteList(c, []);
  return seeThanks(c);
};

const landingForms = [
  ["contact", "contact"],
  ["testimonial", "testimonials"],
  ["newsletter", "newsletter-title"],
] as const;

export function formRoutes(distDir: string) {
  const routes = new Hono<AppEnv>();
  for (const lang of ["en", "ar"] as const) {
    const base = langPrefix(lang);
    // Those three forms live on the landing page; their post's path asked for with GET (the language link of a
    // refused post's page) leads to the form there.
    for (const [path, section] of landingForms) {
      routes.get(`${base}/${path}`, (c) => c.redirect(`${base || "/"}#${section}`, 302));
    }
    plainForm(routes, `${base}/contact`, lang, contactAction, formPageOf(distDir, "contact"));
    plainForm(routes, `${base}/testimonial`, lang, testimonialAction, formPageOf(distDir, "testimonial"));
    plainForm(routes, `${base}/newsletter`, lang, newsletterAction, formPageOf(distDir, "newsletter"));
    plainForm(routes, `${base}/inquiry/:productId`, lang, inquiryAction, formPageOf(distDir, "inquiry"));
    plainForm(routes, `${base}/book`, lang, bookingAction, formPageOf(distDir, "appointment"));
    const list = formPageOf(distDir, "quoteList");
    routes.post(`${base}/quote-list`, formDoor(quoteRequestAction, lang, { page: list, taken: sentList }));
    thanksPage(routes, `${base}/quote-list`, lang, list);
    // "Book a visit or a call": the form itself, for visitors whose scripts have not taken over.
    routes.get(`${base}/book`, (c) => {
      const state = { values: { source: sourceFieldOf(visitSourceOf(c)) }, errors: {} };
      const booking = bookingChoices(c, lang);
      return answer(c, distDir, { kind: "appointment", lang, state, status: 200, booking });
    });
    // Place Order's link: the inquiry form of one product, for visitors whose scripts have not taken over.
    routes.get(`${base}/inquiry/:productId`, (c, next) => {
      const product = productOf(c, lang);
      const found = findActive(c.get("deps").db, c.req.param("productId"));
      if (!product || !found) return next();
      const source = sourceFieldOf(visitSourceOf(c));
      const state = { values: { quantity: minimumOrder(found, lang), source }, errors: {} };
      return answer(c, distDir, { kind: "inquiry", lang, state, status: 200, product });
    });
  }
  return routes;
}
