import type { MiddlewareHandler } from "hono";
import { AppError } from "#server/core/errors.ts";
import { validationMessages } from "#shared/i18n/validation.ts";
import type { AppEnv, Deps } from "../context";
import { visitTouchOf, withVisitTouch } from "../features/analytics/lead-touch";
import { publicProcedure } from "../trpc/init";

// The spam guard of the three visitor forms (testimonial, contact, inquiry), one budget per client address.
// It runs before the body is parsed and counts every attempt, refused ones too: the check and the count happen
// in one synchronous step, so a burst of parallel posts cannot slip past the limit, and a bot that trips the
// honeypot or sends junk uses up its budget like any other caller. The honeypot itself is the `website` field of
// the shared schemas (any value is a 400), so both doors refuse it when they parse; services never store it.
export function admitVisitor(deps: Deps, ip: string) {
  if (!deps.formLimiter.allows(ip)) {
    throw new AppError(429, validationMessages.en.tooManySubmissions);
  }
  deps.formLimiter.hit(ip);
}

// Every lead passes one of these guards, so they are also where a lead takes its visit's first touch instead of
// the source it carried (docs/decisions/200), before the input is parsed and without a line in any service.

// REST door: put before the handler that parses the body with `jsonBody`, which reads it through `c.req.json`.
export const visitorGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  admitVisitor(c.get("deps"), c.get("ip"));
  const visit = visitTouchOf(c);
  if (visit) {
    const read = c.req.json.bind(c.req);
    c.req.json = (async () => withVisitTouch(await read(), visit)) as typeof c.req.json;
  }
  await next();
};

// tRPC door: `.input()` must come after this, so the guard runs before the input is parsed, as in REST.
export const visitorProcedure = publicProcedure.use(({ ctx, next, getRawInput }) => {
  admitVisitor(ctx.deps, ctx.ip);
  const visit = ctx.visitTouch?.();
  if (!visit) return next();
  return next({ getRawInput: async () => withVisitTouch(await getRawInput(), visit) });
});
