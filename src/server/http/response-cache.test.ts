import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { contacts, products, siteContent, testimonials } from "#db/schema.ts";
import { Gate } from "#server/core/gate.ts";
import { openDb } from "../db";
import { ResponseCache } from "./response-cache";

const everything = ["products", "testimonials", "content"] as const;
const setup = (gate = new Gate(2, 8, 60_000)) => {
  const db = openDb(":memory:");
  const cache = new ResponseCache(db, [...everything], gate, 4);
  let renders = 0;
  const render = async () => `<p>render ${++renders}</p>`;
  const text = async (key: string, how = render) =>
    new TextDecoder().decode((await cache.get(key, how)).current.raw);
  return { db, cache, render, text, renders: () => renders };
};
const product = { name: "Rolls", description: "Soft", category: "toilet" };
// Lets a render that was started, but not awaited, run to its end.
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

test("renders once per key until the public data changes", async () => {
  const { db, text } = setup();
  expect(await text("/")).toBe("<p>render 1</p>");
  expect(await text("/")).toBe("<p>render 1</p>");
  expect(await text("/ar")).toBe("<p>render 2</p>");
  db.insert(siteContent).values({ key: "hero_title", value: "New" }).run();
  expect(await text("/")).toBe("<p>render 3</p>");
  expect(await text("/ar")).toBe("<p>render 4</p>");
});

test("writes no visitor can see leave every entry alone", async () => {
  const { db, text, renders } = setup();
  await text("/");
  db.insert(contacts).values({ name: "A", email: "a@b.co", message: "Hi there" }).run();
  db.insert(testimonials).values({ name: "B", text: "Not yet approved", rating: 5 }).run();
  db.insert(products)
    .values({ ...product, active: false })
    .run();
  db.update(products).set({ name: "Still hidden" }).where(eq(products.active, false)).run();
  expect(await text("/")).toBe("<p>render 1</p>");
  expect(renders()).toBe(1);
  db.update(testimonials).set({ approved: true }).run();
  expect(await text("/")).toBe("<p>render 2</p>");
});

test("a list only depends on its own kind of data", async () => {
  const db = openDb(":memory:");
  const cache = new ResponseCache(db, ["products"], new Gate(2, 8, 60_000));
  let renders = 0;
  const render = async () => `${++renders}`;
  await cache.get("list", render);
  db.insert(siteContent).values({ key: "hero_title", value: "New" }).run();
  await cache.get("list", render);
  expect(renders).toBe(1);
  db.insert(products).values(product).run();
  await cache.get("list", render);
  expect(renders).toBe(2);
});

test("concurrent misses for one key wait for one render", async () => {
  const { cache, render, renders } = setup();
  const bodies = await Promise.all(Array.from({ length: 50 }, () => cache.get("/", render)));
  expect(renders()).toBe(1);
  expect(new Set(bodies).size).toBe(1);
});

test("a stale answer is served while the fresh one is made, except to the request that found it stale", async () => {
  const { db, text } = setup();
  await text("/");
  db.insert(products).values(product).run();
  let finish = () => {};
  const slow = () => new Promise<string>((resolve) => (finish = () => resolve("<p>fresh</p>")));
  const finder = text("/", slow);
  await settle();
  const others = await Promise.all([text("/", slow), text("/", slow)]);
  expect(others).toEqual(["<p>render 1</p>", "<p>render 1</p>"]);
  finish();
  expect(await finder).toBe("<p>fresh</p>");
  expect(await text("/")).toBe("<p>fresh</p>");
});

test("a write during a render makes the next request render again", async () => {
  const { db, text } = setup();
  let renders = 0;
  const writing = async () => {
    renders++;
    db.insert(products).values(product).run();
    return "<p></p>";
  };
  await text("/", writing);
  await text("/", writing);
  expect(renders).toBe(2);
});

test("holds a bounded number of entries", async () => {
  const { text, renders } = setup();
  for (const key of ["a", "b", "c", "d", "e", "a"]) await text(key);
  expect(renders()).toBe(6);
});

test("when the render gate is full, a stale answer is served instead of a 503", async () => {
  const gate = new Gate(1, 0, 60_000);
  const { db, text } = setup(gate);
  await text("/");
  db.insert(products).values(product).run();
  let release = () => {};
  const blocker = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
  expect(await text("/")).toBe("<p>render 1</p>");
  release();
  await blocker;
});
