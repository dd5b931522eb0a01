import { expect, test } from "bun:test";
import { siteContent } from "#db/schema.ts";
import { openDb } from "../db";
import { ResponseCache } from "./response-cache";

test("renders once per key until the database changes", async () => {
  const db = openDb(":memory:");
  const cache = new ResponseCache(db);
  let renders = 0;
  const render = async () => `<p>render ${++renders}</p>`;
  const text = async (key: string) => new TextDecoder().decode((await cache.get(key, render)).raw);

  expect(await text("/")).toBe("<p>render 1</p>");
  expect(await text("/")).toBe("<p>render 1</p>");
  expect(await text("/ar")).toBe("<p>render 2</p>");
  db.insert(siteContent).values({ key: "hero_title", value: "New" }).run();
  expect(await text("/")).toBe("<p>render 3</p>");
  expect(await text("/ar")).toBe("<p>render 4</p>");
});

test("a write during a render leaves that page uncached", async () => {
  const db = openDb(":memory:");
  const cache = new ResponseCache(db);
  let renders = 0;
  const render = async () => {
    renders++;
    db.insert(siteContent)
      .values({ key: `k${renders}`, value: "v" })
      .run();
    return "<p></p>";
  };
  await cache.get("/", render);
  await cache.get("/", render);
  expect(renders).toBe(2);
});

test("holds a bounded number of pages", async () => {
  const cache = new ResponseCache(openDb(":memory:"), 2);
  let renders = 0;
  const render = async () => `${++renders}`;
  for (const key of ["a", "b", "c", "a"]) await cache.get(key, render);
  expect(renders).toBe(4);
});
