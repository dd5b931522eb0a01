import { AppError } from "#server/core/errors.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { validationMessages } from "#shared/i18n/validation.ts";
import type { Deps } from "../context";

// The spam guard of every visitor write, one budget per client address, run by the one adapter that mounts them
// (http/visitor-doors.ts) before the input is parsed. It counts every attempt, refused ones too: the check and
// the count happen in one synchronous step, so a burst of parallel posts cannot slip past the limit, and a bot
// that trips the honeypot or sends junk uses up its budget like any other caller. The honeypot itself is the
// `website` field of the shared schemas (any value is a 400), refused as they parse; services never store it.
export function admitVisitor(deps: Deps, ip: string, lang: Lang = "en") {
  if (!deps.formLimiter.allows(ip)) {
    throw new AppError(429, validationMessages[lang].tooManySubmissions);
  }
  deps.formLimiter.hit(ip);
}
