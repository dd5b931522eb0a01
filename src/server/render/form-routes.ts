import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "#server/context.ts";
import { findActive, listPublic } from "#server/features/products/service.ts";
import { minimumOrder } from "#shared/catalogue-paths.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { productName } from "#shared/product-text.ts";
import type { BookingChoices } from "./booking-controls";
import {
  appointment,
  contact,
  type FormHandle,
  inquiry,
  newsletter,
  quoteList,
  testimonial,
} from "./form-handles";
import type { FormKind, FormState, ProductChoice } from "./form-pages";
import { pageShell } from "./page-shell";
import { isFormOpened, type PageOf, plainForm, type Status } from "./plain-post";
import { quoteListOf } from "./quote-list-cookie";
import { langPrefix } from "./site-text";
import { sourceFieldOf, visitSourceOf } from "./visit-source";

// The visitor forms as plain HTML posts, for visitors whose scripts are off or not loaded yet. Same schema,
// same visitor guard (honeypot and rate limit), same service as the JSON API; the answers are pages, never cached,
// and no visitor value ever goes into a URL (see docs/decisions/013).
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

// The site's forms' page: an inquiry's product, the quote list's catalogue and the booking's free times beside the
// fields until the post is taken.
const formPageOf =
  (distDir: string, { kind, choices }: Pick<FormHandle, "kind" | "choices">): PageOf =>
  (c, lang) => {
    const product = kind === "inquiry" ? productOf(c, lang) : undefined;
    if (kind === "inquiry" && !product) return undefined;
    const catalogue = kind === "quoteList" ? catalogueOf(c, lang) : undefined;
    return (state, status, posted) => {
      const form = status === 200 ? {} : { catalogue, booking: choices?.(c, lang, posted.date) };
      return answer(c, distDir, { kind, lang, state, status, product, ...form });
    };
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
    const form = <S extends z.ZodType>(path: string, handle: FormHandle<S>) =>
      plainForm(routes, `${base}/${path}`, lang, handle, formPageOf(distDir, handle));
    form("contact", contact);
    form("testimonial", testimonial);
    form("newsletter", newsletter);
    form("inquiry/:productId", inquiry);
    form("book", appointment);
    form("quote-list", quoteList);
    // "Book a visit or a call": the form itself, for visitors whose scripts have not taken over.
    routes.get(`${base}/book`, (c) => {
      const state = { values: { source: sourceFieldOf(visitSourceOf(c)) }, errors: {} };
      const booking = appointment.choices(c, lang);
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
