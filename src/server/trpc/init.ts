import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import type { RequestContext } from "../context";
import { AppError, type Issue, reportDiskFull } from "../core/errors";
import { actorOf, auditedCall } from "../features/audit/calls";
import { openBeforePasskey, passkeyFirst } from "../features/auth/passkey-policy";

const codes: Record<AppError["status"], TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
  503: "SERVICE_UNAVAILABLE",
  // tRPC has no 507; the message says what happened.
  507: "SERVICE_UNAVAILABLE",
};

type IssueLike = { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string };

function issuesOf(cause: unknown): Issue[] | undefined {
  if (cause instanceof AppError) return cause.issues;
  const raw = (cause as { issues?: IssueLike[] } | undefined)?.issues;
  return raw?.map((i) => ({
    path: (i.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join("."),
    message: i.message,
  }));
}

const t = initTRPC.context<RequestContext>().create({
  isDev: false,
  errorFormatter: ({ shape, error }) => {
    const issues = issuesOf(error.cause);
    const message =
      error.code === "BAD_REQUEST" && issues?.[0] && !(error.cause instanceof AppError)
        ? issues[0].message
        : shape.message;
    return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, issues } };
  },
});

// Services throw AppError; tRPC callers get the same status and message as REST callers.
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const cause = result.ok ? undefined : (reportDiskFull(result.error.cause) ?? result.error.cause);
  if (cause instanceof AppError) {
    throw new TRPCError({ code: codes[cause.status], message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapErrors);
export const mustChangeFirst = "Replace your one-time password first";

// An admin created by another signs in with a one-time password and can do nothing else until it is replaced.
export const adminProcedure = publicProcedure
  .use(({ ctx, next, path }) => {
    if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Sign in required" });
    if (ctx.user.mustChangePassword && path !== "account.changePassword") {
      throw new TRPCError({ code: "FORBIDDEN", message: mustChangeFirst });
    }
    if (ctx.user.mustAddPasskey && !openBeforePasskey.has(path)) {
      throw new TRPCError({ code: "FORBIDDEN", message: passkeyFirst });
    }
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  .use(async ({ ctx, type, path, getRawInput, next }) => {
    // Each admin mutation is written to the audit log once it has succeeded (docs/decisions/190).
    // A mutation without input may come with no body at all, which tRPC cannot read as JSON: it has no input.
    const input = type === "mutation" ? await getRawInput().catch(() => undefined) : undefined;
    const record = type === "mutation" ? auditedCall(ctx.deps.db, path, input) : undefined;
    const result = await next();
    if (record && result.ok) record(ctx, actorOf(ctx.user), input, result.data);
    return result;
  });
