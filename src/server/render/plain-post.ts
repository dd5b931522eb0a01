import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "#server/context.ts";
import { AppError } from "#server/core/errors.ts";
import { formBody } from "#server/http/body-limit.ts";
import { admitVisitor } from "#server/http/visitor-guard.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { validationMessages } from "#shared/i18n/validation.ts";
import type { Handle } from "./form-handles";
import type { FormState, Values } from "./form-pages";
import { postedSourceOf, sourceFieldOf } from "./visit-source";

// The plain forms' post, for visitors whose scripts are off or not loaded yet, and the thank-you page it leads to
// (Post/Redirect/Get, docs/decisions/013).
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

// A form page opened is a view for the visit statistics; the thank-you page, the answer to a post, is not.
export const isFormOpened = (c: Context<AppEnv>, state: FormState) => c.req.method === "GET" && !state.sent;

export type Status = 200 | 400 | 409 | 429;
// A plain form's page drawn around the form's state and the posted fields.
type Reply = (state: FormState, status: Status, posted: Values) => Promise<Response>;
// Reads what a form's page shows from the path: undefined when the path names nothing (a product gone), a 404.
export type PageOf = (c: Context<AppEnv>, lang: Lang) => Reply | undefined;

// The one post path of the plain forms: the visitor guard, the form's schema with its errors under their fields,
// then its feature's service; the page keeps what was posted (never the honeypot) until the post is taken. A taken
// post answers 303 to its thank-you address, so a reload asks for that page and stores nothing again (248).
function postForm<S extends z.ZodType>(lang: Lang, handle: Handle<S>, pageOf: PageOf) {
  const { schema, toInput, save } = handle;
  return async (c: Context<AppEnv>) => {
    const reply = pageOf(c, lang);
    if (!reply) return c.notFound();
    const values = await formValues(c);
    const { carried, source } = postedSourceOf(c, values.source);
    const { website: _, ...rest } = values;
    const kept = { ...rest, source: sourceFieldOf(carried) };
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
    c.header("cache-control", "no-store");
    return c.redirect(`${c.req.path}/sent`, 303);
  };
}

// The thank-you page at `<post's path>/sent`: the path says only which form (and product) it thanks for.
const sentPage = (lang: Lang, pageOf: PageOf) => (c: Context<AppEnv>) =>
  pageOf(c, lang)?.({ values: {}, errors: {}, sent: true }, 200, {}) ?? c.notFound();

// A plain form at `path`: its post and its thank-you page (Post/Redirect/Get, docs/decisions/013).
export function plainForm<S extends z.ZodType>(
  routes: Hono<AppEnv>,
  path: string,
  lang: Lang,
  handle: Handle<S>,
  pageOf: PageOf,
) {
  routes.post(path, postForm(lang, handle, pageOf));
  routes.get(`${path}/sent`, sentPage(lang, pageOf));
}
