import { quoteListCookie } from "#shared/quote-list.ts";

// The quote list's cookie as this browser holds it ("" when there is none): read by the store, and by main.tsx,
// which must not load React to know whether the list has anything in it.
export function quoteListCookieText(): string {
  const prefix = `${quoteListCookie}=`;
  const found = document.cookie.split("; ").find((pair) => pair.startsWith(prefix));
  try {
    return found ? decodeURIComponent(found.slice(prefix.length)) : "";
  } catch {
    return "";
  }
}
