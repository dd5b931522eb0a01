import { useSyncExternalStore } from "react";
import { quoteListKey } from "./quote-list-key";

// The buyer's quote list (docs/decisions/161), kept in this browser so it survives a reload; other tabs follow
// through the storage event. The server renders the page with an empty list: the count appears after hydration.
export type QuoteLine = { productId: string; quantity: string };

// The server's snapshot, and the browser's while the list is empty: the same array, so hydrating a page whose
// list is empty finds no change and re-renders nothing.
export const emptyQuoteList: QuoteLine[] = [];
const listeners = new Set<() => void>();
let current: QuoteLine[] | undefined;

function read(): QuoteLine[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(quoteListKey) ?? "[]");
    const lines = Array.isArray(parsed)
      ? parsed.filter(
          (l): l is QuoteLine => typeof l?.productId === "string" && typeof l?.quantity === "string",
        )
      : [];
    return lines.length > 0 ? lines : emptyQuoteList;
  } catch {
    return emptyQuoteList;
  }
}

function write(lines: QuoteLine[]) {
  current = lines;
  try {
    localStorage.setItem(quoteListKey, JSON.stringify(lines));
  } catch {
    // A full or blocked storage keeps the list for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== quoteListKey) return;
    current = read();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const quoteListSnapshot = () => {
  current ??= read();
  return current;
};

export const useQuoteList = () => useSyncExternalStore(subscribe, quoteListSnapshot, () => emptyQuoteList);

export const quoteList = {
  add: (productId: string) => {
    const lines = quoteListSnapshot();
    if (!lines.some((l) => l.productId === productId)) write([...lines, { productId, quantity: "" }]);
  },
  setQuantity: (productId: string, quantity: string) =>
    write(quoteListSnapshot().map((l) => (l.productId === productId ? { ...l, quantity } : l))),
  remove: (productId: string) => write(quoteListSnapshot().filter((l) => l.productId !== productId)),
  clear: () => write([]),
};

export const quoteListPath = (lang: "en" | "ar") => `${lang === "ar" ? "/ar" : ""}/quote-list`;
