import { expect, test } from "bun:test";

// Hydration compares the browser's snapshot with the server's (an empty list): a new empty array each time would
// count as a change and make React render every product card and the header's count again, at once, right after
// hydrating.
test("an empty quote list in storage reads as the server's own empty snapshot", async () => {
  const stored = new Map([["quote-list", "[]"]]);
  // Only the two calls the store makes.
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  } as unknown as Storage;
  const { emptyQuoteList, quoteList, quoteListSnapshot } = await import("./quote-list-store");
  expect(quoteListSnapshot()).toBe(emptyQuoteList);
  quoteList.add("p1");
  expect(quoteListSnapshot()).toEqual([{ productId: "p1", quantity: "" }]);
  expect(JSON.parse(stored.get("quote-list") ?? "")).toEqual([{ productId: "p1", quantity: "" }]);
});
