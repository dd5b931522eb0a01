import type { Context, Handler, Hono } from "hono";
import type { z } from "zod";
import type { AppEnv } from "#server/context.ts";
import { AppError, parseInput } from "#server/core/errors.ts";
import { visitorLang } from "#server/core/visitor-lang.ts";
import { visitTouchOf, withVisitTouch } from "#server/features/analytics/lead-touch.ts";
import type { FormState, Values } from "#server/render/form-pages.tsx";
import type { Lang } from "#shared/i18n/index.ts";
import { formBody } from "./body-limit";
import { jsonOf } from "./rest";
import { postedSourceOf, sourceFieldOf } from "./visit-source";
import type { Langs, VisitorAction } from "./visitor-action";
import { admitVisitor } from "./visitor-guard";

// The one adapter of the visitor writes (docs/decisions/010, 013): it mounts an action (visitor-action.ts) at
// its documented REST path and at its form's own path. There a plain post, sent before scripts or without them,
// gets a page; the site's script sends the same form's values as JSON, asking for JSON (`Accept:
// application/json`), and gets the REST answer. The guard, the body's bounds and the lead's first touch (200)
// are applied here once, for every door.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// The JSON doors: the guard counts the attempt before the body is read; the lead takes the visit's first touch
// over the source it carried. A refusal leaves as the API's { message, issues } (http/error-response.ts).
async function answerJson<S extends z.ZodType, R>(
  c: Context<AppEnv>,
  action: VisitorAction<S, R>,
  langs: Langs,
  fromPath?: (c: Context<AppEnv>) => Record<string, unknown>,
) {
  action.check?.(c);
  admitVisitor(c.get("deps"), c.get("ip"), langs.lang);
  let data = {} as z.output<S>;
  if (action.schema) {
    const sent = withVisitTouch(await jsonOf(c), visitTouchOf(c));
    const input = fromPath && isRecord(sent) ? { ...sent, ...fromPath(c) } : sent;
    data = parseInput(action.schema(langs.lang, c, "json"), input);
  }
  const [body, status] = action.answer(await action.save(c, data, langs));
  return c.json(body as object, status);
}

// The documented REST path (docs/api-contract.md): English messages, mail in the language of the calling page.
export const restDoor =
  <S extends z.ZodType, R>(action: VisitorAction<S, R>): Handler<AppEnv> =>
  (c) =>
    answerJson(c, action, { lang: "en", mailLang: visitorLang(c.req.raw.headers) });

// A plain form's fields, strings only. A body past the bound answers 413; one that is no form reads as empty.
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

export type Status = 200 | 400 | 409 | 429;
// A form's page drawn around its state and the posted fields.
type Reply = (state: FormState, status: Status, posted: Values) => Promise<Response>;
// Reads what a form's page shows from the path: undefined when the path names nothing (a product gone), a 404.
export type PageOf = (c: Context<AppEnv>, lang: Lang) => Reply | undefined;
// A form's page, and what a taken plain post answers: 303 to `<path>/sent` unless it says otherwise.
export type FormPage<R> = {
  page: PageOf;
  taken?: (c: Context<AppEnv>, result: R) => Response | Promise<Response>;
};

// Post/Redirect/Get (docs/decisions/013): a reload of the thanks asks for that page and stores nothing again.
export function seeThanks(c: Context<AppEnv>) {
  c.header("cache-control", "no-store");
  return c.redirect(`${c.req.path}/sent`, 303);
}

// A plain post: the form's schema in the page's language with its errors under their fields, the page keeping what
// was posted (never the honeypot) until the post is taken.
async function answerPage<S extends z.ZodType, R>(
  c: Context<AppEnv>,
  lang: Lang,
  action: VisitorAction<S, R>,
  { page, taken = seeThanks }: FormPage<R>,
) {
  const reply = page(c, lang);
  if (!reply) return c.notFound();
  const values = action.schema ? await formValues(c) : {};
  const { carried, source } = postedSourceOf(c, values.source);
  const { website: _, ...rest } = values;
  const kept = { ...rest, source: sourceFieldOf(carried) };
  try {
    admitVisitor(c.get("deps"), c.get("ip"), lang);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return reply({ values: kept, errors: {}, notice: error.message }, 429, values);
  }
  let data = {} as z.output<S>;
  if (action.schema) {
    const input = { ...(action.fromForm?.(values) ?? values), source, ...action.fromPath?.(c) };
    const parsed = action.schema(lang, c, "form").safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({
        path: action.fieldOf?.(i.path, input) ?? String(i.path[0] ?? ""),
        message: i.message,
      }));
      return reply({ values: kept, errors: fieldErrors(issues) }, 400, values);
    }
    data = parsed.data;
  }
  try {
    return taken(c, await action.save(c, data, { lang, mailLang: lang }));
  } catch (error) {
    // A refusal only the write can make (a time that filled up meanwhile, a quote answered already) shows on the
    // page like the rest, under its field when it names one.
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    return reply({ values: kept, errors: fieldErrors(error.issues ?? []) }, 409, values);
  }
}

const wantsJson = (c: Context<AppEnv>) => (c.req.header("accept") ?? "").includes("application/json");

// The form's own path: a page for a plain post, JSON for the site's script. A path that names nothing to act on is
// the site's 404 page to a plain post.
export const formDoor =
  <S extends z.ZodType, R>(action: VisitorAction<S, R>, lang: Lang, form: FormPage<R>): Handler<AppEnv> =>
  (c, next) => {
    if (wantsJson(c)) return answerJson(c, action, { lang, mailLang: lang }, action.fromPath);
    try {
      action.check?.(c);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return next();
      throw error;
    }
    return answerPage(c, lang, action, form);
  };

// The thanks at `<path>/sent`: the path says only which form (and product) it thanks for.
export function thanksPage(routes: Hono<AppEnv>, path: string, lang: Lang, page: PageOf) {
  routes.get(
    `${path}/sent`,
    (c) => page(c, lang)?.({ values: {}, errors: {}, sent: true }, 200, {}) ?? c.notFound(),
  );
}

// A form at `path` whose taken post leads to its thanks: its post and its thank-you page.
export function plainForm<S extends z.ZodType, R>(
  routes: Hono<AppEnv>,
  path: string,
  lang: Lang,
  action: VisitorAction<S, R>,
  page: PageOf,
) {
  routes.post(path, formDoor(action, lang, { page }));
  thanksPage(routes, path, lang, page);
}
