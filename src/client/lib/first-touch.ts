import { firstTouchFrom } from "#shared/first-touch.ts";
import type { LeadSource } from "#shared/lead-source.ts";

// Where this tab's visit began (docs/decisions/201): written once, on the first page the tab opens, into the
// tab's session storage (gone when the tab closes; no cookie, never sent by itself), and sent with each form the
// visitor sends (trpc.ts). The server checks its shape and stores "direct" for anything else.
const key = "lead-source";

export function keepFirstTouch() {
  try {
    if (sessionStorage.getItem(key)) return;
    const touch = firstTouchFrom(location.href, document.referrer, location.hostname);
    sessionStorage.setItem(key, JSON.stringify(touch));
  } catch {
    // Storage refused (a private window's settings): the forms go without a source.
  }
}

export function firstTouch(): LeadSource | undefined {
  try {
    const kept = sessionStorage.getItem(key);
    return kept ? JSON.parse(kept) : undefined;
  } catch {
    return undefined;
  }
}
