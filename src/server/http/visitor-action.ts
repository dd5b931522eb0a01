import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { AppEnv } from "#server/context.ts";
import type { Lang } from "#shared/i18n/index.ts";

// How a post arrived: a plain form's urlencoded fields, or JSON (the API, and the site's script).
export type Posted = "form" | "json";

// The languages of one post: its refusals' (the page's at the form's own path, English on the API) and the mail's
// it causes (the page's; on the API the page the call came from, core/visitor-lang.ts).
export type Langs = { lang: Lang; mailLang: Lang };

// One visitor write (docs/decisions/010, 013), written in its feature's action.ts: its schema, how a plain form's
// fields become its input, its service call and its answer as JSON. visitor-doors.ts mounts it at its REST path and
// at its form's own path, where a plain post gets a page and the site's script JSON: one definition, every door.
export type VisitorAction<S extends z.ZodType, R> = {
  // The shared schema, with its messages in `lang`; none: the post has no body to read (asking a quote again).
  schema?: (lang: Lang, c: Context<AppEnv>, posted: Posted) => S;
  // A plain form's fields as the schema's input; the fields as posted unless this says otherwise.
  fromForm?: (fields: Record<string, string>) => Record<string, unknown>;
  // The posted field an error belongs to, where it is not the first part of the error's path.
  fieldOf?: (path: PropertyKey[], input: unknown) => string | undefined;
  // What a post to the form's own path takes from that path (the product it names), over what the body says; a
  // 404 when it names nothing.
  fromPath?: (c: Context<AppEnv>) => Record<string, unknown>;
  // Throws a 404 when the path names nothing to act on (an unknown quote link), before the guard or the body.
  check?: (c: Context<AppEnv>) => void;
  save: (c: Context<AppEnv>, data: z.output<S>, langs: Langs) => R | Promise<R>;
  // The JSON answer and its status, the API contract's (docs/api-contract.md); the site's script gets the same.
  answer: (result: R) => [body: unknown, status: ContentfulStatusCode];
};

// Infers the schema's output and the service's result, so each action's save and answer are typed by them.
export const visitorAction = <S extends z.ZodType = z.ZodObject, R = unknown>(action: VisitorAction<S, R>) =>
  action;
