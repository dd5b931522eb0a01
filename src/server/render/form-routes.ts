import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import * as content from "#server/features/content/service.ts";
import { findActive, listPublic } from "#server/features/products/service.ts";
import { formBody } from "#server/http/body-limit.ts";
import { admitVisitor } from "#server/http/visitor-guard.ts";
import { minimumOrder } from "#shared/catalogue-paths.ts";
import { themeCss } from "#shared/content-text.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { validationMessages } from "#shared/i18n/validation.ts";
import { productName } from "#shared/product-text.ts";
import type { BookingChoices } from "./booking-controls";
import {
  appointment,
  contact,
  type FormHandle,
  type Handle,
  inquiry,
  newsletter,
  quoteList,
  testimonial,
} from "./form-handles";
import type { FormKind, FormState, ProductChoice, Values } from "./form-pages";
import { loadClientAssets } from "./manifest";
import { quoteListOf } from "./quote-list-cookie";
import { langPrefix, siteText } from "./site-text";
import { postedSourceOf, sourceFieldOf, visitSourceOf } from "./visit-source";

// The visitor forms as plain HTML posts, for visitors whose scripts are off or not loaded yet. Same schema,
// same visitor guard (honeypot and rate limit), same service as the JSON API; the answer is a page, never cached,
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

// What every plain page shares: the site's CSS, name and colours.
export async function pageShell(c: Context<AppEnv>, distDir: string, lang: Lang) {
  const assets = await loadClientAssets(distDir);
  const text = siteText(content.texts(c.get("deps").db), lang);
  return {
    lang,
    assets: assets?.publicPage ?? { script: "", preload: [], css: [] },
    siteName: text("footer_company_name"),
    theme: themeCss(text),
  };
}

export async function answer(c: Context<AppEnv>, distDir: string, { status, ...page }: Answer) {
  const shell = await pageShell(c, distDir, page.lang);
  const { formPage } = await import("./form-pages");
  const html = formPage({ ...shell, ...page, action: c.req.path, counted: c.req.method === "GET" });
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

export async function formValues(c: Context<AppEnv>): Promise<Values> {
  const body = await formBody(c);
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
  );
}

// The first message for each field, as a page shows them under their fields.
export const fieldErrors = (issues: Array<{ path: string; message: string }>) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
};

type Status = 200 | 400 | 409 | 429;
// A plain form's page drawn around the form's state and the posted fields.
type Reply = (state: FormState, status: Status, posted: Values) => Promise<Response>;
// Reads what a form's page shows from the path: undefined when the path names nothing (a product gone), a 404.
export type PageOf = (c: Context<AppEnv>, lang: Lang) => Reply | undefined;

// The one post path of the plain forms: the visitor guard, the form's schema with its errors under their fields,
// then its feature's service; the page keeps what was posted (never the honeypot) until the post is taken.
export function postForm<S extends z.ZodType>(lang: Lang, handle: Handle<S>, pageOf: PageOf) {
  const { schema, toInput, save } = handle;
  return async (c: Context<AppEnv>) => {
    const reply = pageOf(c, lang);
    if (!reply) return c.notFound();
    const values = await formValues(c);
    const source = postedSourceOf(c, values.source);
    const { website: _, ...rest } = values;
    const kept = { ...rest, source: sourceFieldOf(source) };
    try {
      admitVisitor(c.get("deps"), c.get("ip"));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const notice = error.status === 429 ? validationMessages[lang].tooManySubmissions : error.message;
      return reply({ values: kept, errors: {}, notice }, 429, values);
    }
    const input = { ...(toInput(values, c) as object), source };
    const parsed = schema(lang, c).safeParse(input);
    if (!parsed.success) {
      const errors = fieldErrors(
        parsed.error.issues.map((i) => ({
          path: handle.fieldOf?.(i.path, input) ?? String(i.path[0] ?? ""),
          message: i.message,
        })),
      );
      return reply({ values: kept, errors }, 400, values);
    }
    try {
      await save(c, parsed.data, lang);
    } catch (error) {
      // A refusal only the write can make (a time that filled up meanwhile) shows under its field like the rest.
      if (!(error instanceof AppError) || error.status !== 409 || !error.issues) throw error;
      return reply({ values: kept, errors: fieldErrors(error.issues) }, 409, values);
    }
    return reply({ values: {}, errors: {}, sent: true }, 200, values);
  };
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

const post = <S extends z.ZodType>(distDir: string, lang: Lang, handle: FormHandle<S>) =>
  postForm(lang, handle, formPageOf(distDir, handle));

const landingForms = [
  ["contact", "contact"],
  ["testimonial", "testimonials"],
  ["newsletter", "newsletter-title"],
] as const;

export function formRoutes(distDir: string) {
  const routes = new Hono<AppEnv>();
  for (const lang of ["en", "ar"] as const) {
    const base = langPrefix(lang);
    // Those three forms answer at their post's path; asked for again (a reload, the language link) the path
    // leads to the form on the landing page.
    for (const [path, section] of landingForms) {
      routes.get(`${base}/${path}`, (c) => c.redirect(`${base || "/"}#${section}`, 302));
    }
    routes.post(`${base}/contact`, post(distDir, lang, contact));
    routes.post(`${base}/testimonial`, post(distDir, lang, testimonial));
    routes.post(`${base}/newsletter`, post(distDir, lang, newsletter));
    routes.post(`${base}/inquiry/:productId`, post(distDir, lang, inquiry));
    routes.post(`${base}/book`, post(distDir, lang, appointment));
    routes.post(`${base}/quote-list`, post(distDir, lang, quoteList));
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
