import { afterAll, expect, test } from "bun:test";
import { decodeQuoteList } from "#shared/quote-list.ts";

// A cookie jar with the two document.cookie calls the store makes, and the page's visibility events.
const jar = new Map<string, string>();
const handlers = new Map<string, () => void>();
// bun runs every test file in one process: the page's globals go when this file is done, or the server's pages
// rendered by a later file take themselves for a browser's (a 404 page failed so).
const pageGlobals = ["document", "addEventListener", "removeEventListener", "location"] as const;
const before = pageGlobals.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
afterAll(() => {
  pageGlobals.forEach((name, i) => {
    const descriptor = before[i];
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  });
});
globalThis.document = {
  get cookie() {
    return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  },
  set cookie(text: string) {
    const [pair = "", ...attributes] = text.split("; ");
    const [name = "", value = ""] = pair.split("=");
    if (attributes.includes("Max-Age=0")) jar.delete(name);
    else jar.set(name, value);
  },
  visibilityState: "visible",
  addEventListener: (type: string, handler: () => void) => void handlers.set(type, handler),
  removeEventListener: (type: string) => void handlers.delete(type),
} as unknown as Document;
globalThis.addEventListener = (() => {}) as typeof addEventListener;
globalThis.removeEventListener = (() => {}) as typeof removeEventListener;
globalThis.location = { protocol: "http:" } as Location;

const store = await import("./quote-list-store");
const cookieList = () => decodeQuoteList(decodeURIComponent(jar.get("quote-list") ?? ""));

// Hydration compares the browser's snapshot with the server's (an empty list): a new empty array each time would
// count as a change and make React render every product card and the header's count again, at once, right after
// hydrating.
test("an empty quote list reads as the server's own empty snapshot; what is added goes into the cookie", () => {
  expect(store.quoteListSnapshot()).toBe(store.emptyQuoteList);
  store.quoteList.add("p1", "40 cartons");
  expect(cookieList()).toEqual([{ productId: "p1", quantity: "40 cartons" }]);
  store.quoteList.setQuantity("p1", "60 cartons; ٥٠ كرتون");
  store.quoteList.add("p1", "40 cartons");
  expect(store.quoteListSnapshot()).toEqual([{ productId: "p1", quantity: "60 cartons; ٥٠ كرتون" }]);
  expect(cookieList()).toEqual([{ productId: "p1", quantity: "60 cartons; ٥٠ كرتون" }]);
});

test("a product another page added is read when this page is shown again; clearing deletes the cookie", () => {
  let told = 0;
  const unsubscribe = store.subscribeToQuoteList(() => told++);
  jar.set("quote-list", encodeURIComponent("p1 60 cartons\np2 "));
  handlers.get("visibilitychange")?.();
  expect(told).toBe(1);
  expect(store.quoteListSnapshot().map((l) => l.productId)).toEqual(["p1", "p2"]);
  handlers.get("visibilitychange")?.();
  expect(told).toBe(1);
  store.quoteList.clear();
  expect(jar.has("quote-list")).toBe(false);
  expect(store.quoteListSnapshot()).toBe(store.emptyQuoteList);
  unsubscribe();
});
