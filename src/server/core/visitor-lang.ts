import type { Lang } from "#shared/i18n/index.ts";

// The page a visitor wrote from decides the confirmation's language: the Referer's path under /ar, else an
// Arabic Accept-Language. No field is added to the REST contract for it.
export function visitorLang(headers: Headers): Lang {
  const referer = headers.get("referer");
  if (referer) {
    try {
      return /^\/ar(\/|$)/.test(new URL(referer).pathname) ? "ar" : "en";
    } catch {}
  }
  return /^\s*ar\b/i.test(headers.get("accept-language") ?? "") ? "ar" : "en";
}
