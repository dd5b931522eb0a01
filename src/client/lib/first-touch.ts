import { firstTouchFrom } from "#shared/first-touch.ts";
import type { LeadSource } from "#shared/lead-source.ts";

// Where this page's visit began (docs/decisions/200): read once, when the entry script starts, from the page's
// address and its Referer, and sent with each form the visitor sends (form-post.ts). It is held in memory only: nothing
// is written on the visitor's device (no cookie, no storage), so no consent is asked for it, and it reaches as far
// as the server's carry for pages without JavaScript (one page from the landing page). The server checks its shape
// and stores "direct" for anything else.
let touch: LeadSource | undefined;

export function keepFirstTouch() {
  touch ??= firstTouchFrom(location.href, document.referrer, location.hostname);
}

export const firstTouch = () => touch;
