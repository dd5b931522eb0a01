import { expect, test } from "bun:test";
import { siteContent } from "#db/schema.ts";
import { seed } from "#db/seed.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";
import { openDb } from "../db";
import { AnswerMemo } from "./answer-memo";
import { compressInStages, upgradesSettled } from "./compression";
import { renderActivity } from "./response-cache";

const url = "http://site.test/api/products";
const get = (headers: Record<string, string> = {}, at = url) =>
  new Request(at, { headers: { "accept-encoding": "gzip", ...headers } });
// An answer as sendStaged gives a request that takes gzip.
const answer = (headers: Record<string, string> = {}, status = 200) =>
  new Response("[1,2,3]", {
    status,
    headers: { "cache-control": "public, max-age=0", "content-encoding": "gzip", ...headers },
  });
const setup = () => {
  const db = openDb(":memory:");
  let clock = 0;
  const memo = new AnswerMemo(db, () => clock);
  const keep = async (res: Response, req = get()) => {
    await memo.watch(req)?.(res);
  };
  return { db, memo, keep, advance: (ms: number) => (clock += ms) };
};

test("keeps a shareable answer for the same path, query and encoding, without cookies", async () => {
  const { memo, keep } = setup();
  await keep(answer({ vary: "Accept-Encoding" }));
  const kept = memo.answer(get());
  expect(await kept?.text()).toBe("[1,2,3]");
  expect(kept?.headers.get("vary")).toBe("Accept-Encoding");
  expect(memo.answer(get({ "accept-encoding": "br" }))).toBeUndefined();
  expect(memo.answer(get({}, `${url}?limit=5`))).toBeUndefined();
  for (const header of ["cookie", "authorization", "if-none-match", "range"]) {
    expect(memo.answer(get({ [header]: "x" }))).toBeUndefined();
  }
  expect(
    memo.answer(new Request(url, { method: "HEAD", headers: { "accept-encoding": "gzip" } })),
  ).toBeUndefined();
});

test("keeps one answer per path and encoding: a query, another spelling or a made-up encoding adds none", async () => {
  const { memo, keep } = setup();
  await keep(answer());
  const invented = ["?limit=5", "?utm_source=x1", "/", "%3F"].map((tail) => `${url}${tail}`);
  for (const at of [...invented, "http://site.test/api/pr%6Fducts", "http://site.test/%5Cevil.example"]) {
    expect(memo.watch(get({}, at)), at).toBeUndefined();
  }
  // Any header that takes gzip (and not brotli) reads the one gzip answer.
  expect(await memo.answer(get({ "accept-encoding": "x-made-up-1, gzip;q=0.9" }))?.text()).toBe("[1,2,3]");
  // An answer in another encoding than the one a staged body would take is not kept under it; one sent as it is
  // (an image) is.
  await keep(answer(), get({ "accept-encoding": "identity" }));
  expect(memo.answer(get({ "accept-encoding": "identity" }))).toBeUndefined();
  const image = `${url}.webp`;
  const asItIs = new Response("webp", { headers: { "cache-control": "public, max-age=0" } });
  await keep(asItIs, get({ "accept-encoding": "br" }, image));
  expect(memo.answer(get({ "accept-encoding": "br, gzip" }, image))).toBeDefined();
});

test("keeps nothing personal, one-off or varying on other headers", async () => {
  const { memo, keep } = setup();
  const refused = [
    answer({ "cache-control": "no-store" }),
    answer({ "cache-control": "private, max-age=60" }),
    answer({ "set-cookie": "session=abc" }),
    answer({ vary: "Accept-Encoding, User-Agent" }),
    answer({}, 404),
    new Response("[]"),
  ];
  for (const res of refused) {
    await keep(res);
    expect(memo.answer(get())).toBeUndefined();
  }
});

test("a public write, a render running meanwhile, or a minute passing ends what was kept", async () => {
  const { db, memo, keep, advance } = setup();
  await keep(answer());
  db.insert(siteContent).values({ key: "hero_title", value: "New" }).run();
  expect(memo.answer(get())).toBeUndefined();

  const watching = memo.watch(get());
  renderActivity.started++;
  await watching?.(answer());
  expect(memo.answer(get())).toBeUndefined();

  await keep(answer());
  expect(memo.answer(get())).toBeDefined();
  advance(60_001);
  expect(memo.answer(get())).toBeUndefined();
});

test("an answer kept before a body's best-level compression landed is not used after it", async () => {
  const { memo, keep } = setup();
  // Upgrades other files asked for are done first: with 16 waiting, this body would keep its fast bytes.
  await upgradesSettled();
  const staged = await compressInStages("<p>tissue</p>".repeat(2000));
  await keep(answer());
  expect(memo.answer(get())).toBeDefined();
  await upgradesSettled();
  expect(staged.stage).toBe("best");
  expect(memo.answer(get())).toBeUndefined();
  await keep(answer());
  expect(memo.answer(get())).toBeDefined();
});

const t = appForEachTest({}, { prepare: ({ db }) => seed(db, { sampleData: false }) });

test("through the app: the same headers and bytes again, a fresh request id, and an owner's edit at once", async () => {
  const first = await t.request("/api/content", { headers: { "accept-encoding": "gzip" } });
  const second = await t.request("/api/content", { headers: { "accept-encoding": "gzip" } });
  const strip = (res: Response) => [...res.headers].filter(([name]) => name !== "x-request-id");
  expect(strip(second)).toEqual(strip(first));
  expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array(await first.arrayBuffer()));

  await t.adminCaller().content.update({ key: "hero_title", value: "Softer than ever" });
  const after = (await (await t.request("/api/content")).json()) as { key: string; value: string }[];
  expect(after.find((item) => item.key === "hero_title")?.value).toBe("Softer than ever");
});

test("through the app: an admin's answer is never kept for anyone", async () => {
  const cookie = await t.login();
  expect((await t.request("/api/contacts", { headers: { cookie } })).status).toBe(200);
  expect((await t.request("/api/contacts")).status).toBe(401);
  expect((await t.request("/api/contacts")).status).toBe(401);
});
