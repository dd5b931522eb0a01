import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import type { AppEnv, RequestContext } from "#server/context.ts";
import { AppError, toIssues } from "#server/core/errors.ts";
import { jsonOf, requestContextOf } from "./rest";

// The admin's REST paths are doors onto the tRPC procedures, called through the server-side caller with the
// request's context: validation, the audit entry and the errors are the procedure's (docs/api-contract.md).

type Answer = 200 | 201 | 204;

// An update takes the body as `data` beside the path's id; an issue there is named as the body's own field.
const asSent = (path: string) => path.replace(/^data(\.|$)/, "");

// A refusal as the REST door has always answered it: the service's AppError itself, the schema's issues with the
// body's field names, a failure nobody foresaw as the house's 500 with its cause for the log, and the procedure's
// own 401 or 403 (behind requireAdmin, a second lock) with its status.
function restError(error: unknown): unknown {
  if (!(error instanceof TRPCError)) return error;
  const { cause } = error;
  if (cause instanceof AppError) return cause;
  if (cause instanceof ZodError) {
    const issues = toIssues(cause).map((issue) => ({ ...issue, path: asSent(issue.path) }));
    return new AppError(400, issues[0]?.message ?? "Invalid input", issues);
  }
  if (error.code === "INTERNAL_SERVER_ERROR") return cause ?? error;
  const status = getHTTPStatusCodeFromError(error) as ContentfulStatusCode;
  return new HTTPException(status, { message: error.message });
}

// The path's own fields beside the body's, the path's winning; a body that is not an object is passed as sent,
// for the procedure's schema to refuse. Typed `never`: the procedure's schema, not this, says what it may be.
export const besideBody = (body: unknown, fields: Record<string, string>) =>
  (body !== null && typeof body === "object" && !Array.isArray(body)
    ? { ...body, ...fields }
    : body) as never;

export function procedureDoor<Api>(callerOf: (ctx: RequestContext) => Api) {
  // A read, a delete, or a write without a body.
  const call = async (c: Context<AppEnv>, run: (api: Api) => Promise<object>, status: Answer = 200) => {
    let result: object;
    try {
      result = await run(callerOf(requestContextOf(c)));
    } catch (error) {
      throw restError(error);
    }
    // REST answers a delete with no body where the procedure names what it removed.
    return status === 204 ? c.body(null, 204) : c.json(result, status);
  };
  // A write with a JSON body (415 for another type, 400 for bad JSON), which the procedure validates.
  const send = async (
    c: Context<AppEnv>,
    run: (api: Api, body: never) => Promise<object>,
    status?: Answer,
  ) => {
    const body = (await jsonOf(c)) as never;
    return call(c, (api) => run(api, body), status);
  };
  return { call, send };
}
