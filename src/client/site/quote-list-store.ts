import { useSyncExternalStore } from "react";
import {
  decodeQuoteList,
  encodeQuoteList,
  type QuoteLine,
  quoteListCookie,
  quoteListMaxAgeS,
  withProduct,
} from "#shared/quote-list.ts";
import { quoteListCookieText } from "./quote-list-cookie";

// The buyer's quote list (docs/decisions/161), kept in a cookie the server's /quote-list page reads and
// adds to as well. The server renders every other page with an empty list: the count appears after hydration.
export type { QuoteLine };

// The server's snapshot, and the browser's while the list is empty: the same array, so hydrating a page whose
// list is empty finds no change and re-renders nothing.
export const emptyQuoteList: QuoteLine[] = [];
const listeners = new Set<() => void>();
let current: QuoteLine[] | undefined;
// The cookie's text when this page last read or wrote it: a change another tab or page made reads as a difference.
let seen: string | undefined;

function read(): QuoteLine[] {
  seen = quoteListCookieText();
  const lines = decodeQuoteList(seen);
  return lines.length > 0 ? lines : emptyQuoteList;
}

function write(lines: QuoteLine[]) {
  current = lines.length > 0 ? lines : emptyQuoteList;
  const value = encodeURIComponent(encodeQuoteList(lines));
  const maxAge = lines.length > 0 ? quoteListMaxAgeS : 0;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the list must be in the cookie before a link is followed, and the Cookie Store API writes later.
  document.cookie = `${quoteListCookie}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  // A list longer than a cookie holds (about 4 KB) is not kept by the browser: it stays on this page only.
  seen = quoteListCookieText();
  for (const listener of listeners) listener();
}

// Shown again (another tab, or back from the plain /quote-list page): the list is read again if it changed.
function refresh() {
  if (document.visibilityState !== "visible" || quoteListCookieText() === seen) return;
  current = read();
  for (const listener of listeners) listener();
}

export function subscribeToQuoteList(listener: () => void) {
  if (listeners.size === 0) {
    document.addEventListener("visibilitychange", refresh);
    addEventListener("pageshow", refresh);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener("visibilitychange", refresh);
    removeEventListener("pageshow", refresh);
  };
}

export const quoteListSnapshot = () => {
  current ??= read();
  return current;
};

export const useQuoteList = () =>
  useSyncExternalStore(subscribeToQuoteList, quoteListSnapshot, () => emptyQuoteList);

export const quoteList = {
  add: (productId: string, quantity: string) => {
    const lines = quoteListSnapshot();
    const added = withProduct(lines, productId, quantity);
    if (added !== lines) write(added);
  },
  setQuantity: (productId: string, quantity: string) =>
    write(quoteListSnapshot().map((l) => (l.productId === productId ? { ...l, quantity } : l))),
  remove: (productId: string) => write(quoteListSnapshot().filter((l) => l.productId !== productId)),
  clear: () => write([]),
};
