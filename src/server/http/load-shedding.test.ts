import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { Gate } from "#server/core/gate.ts";
import { compressInStages, sendStaged, upgradesSettled } from "./compression";
import { errorResponse } from "./error-response";
import { loadShedding } from "./load-shedding";

const never = () => new Promise<never>(() => {});

describe("Gate", () => {
  test("runs a bounded number of jobs, queues a bounded number, and refuses the rest with 503", async () => {
    const gate = new Gate(2, 1, 60_000);
    let running = 0;
    let peak = 0;
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const job = () =>
      gate.run(async () => {
        peak = Math.max(peak, ++running);
        await opened;
        running--;
      });
    const accepted = [job(), job(), job()];
    const refused = await job().catch((error) => error);
    expect(refused).toMatchObject({ status: 503, headers: { "retry-after": "2" } });
    open();
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });
});

describe("Gate timeout", () => {
  test("a job not done in time is answered 503, waiting in the queue included", async () => {
    const gate = new Gate(1, 4, 20);
    const stuck = gate.run(never).catch((error) => error);
    const queued = await gate.run(async () => "never reached").catch((error) => error);
    expect(queued).toMatchObject({ status: 503 });
    expect(await stuck).toMatchObject({ status: 503 });
  });
});

test("past the bound on unfinished requests, a new one gets 503 with Retry-After at once", async () => {
  const app = new Hono();
  app.onError(errorResponse);
  app.use(loadShedding(3));
  app.get("/slow", never);
  app.get("/fast", (c) => c.text("ok"));
  for (let i = 0; i < 3; i++) void app.request("/slow");
  const res = await app.request("/fast");
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("2");
  expect((await res.json()).message).toBe("The server is busy. Please try again in a moment.");
});

test("a body is compressed at fast levels at once and at the best levels in the background", async () => {
  const page = Array.from({ length: 4000 }, (_, i) => `<li class="p-${i % 7}">Tissue ${i * 31}</li>`).join(
    "",
  );
  // Upgrades other files asked for are done first: with 16 waiting, this body would keep its fast bytes.
  await upgradesSettled();
  const staged = await compressInStages(page);
  const fast = staged.current;
  await upgradesSettled();
  expect(staged.current).not.toBe(fast);
  expect(staged.current.br.length).toBeLessThan(fast.br.length);
  expect(new TextDecoder().decode(Bun.gunzipSync(staged.current.gzip))).toBe(page);
});

test("bodies a burst left at fast levels are upgraded when next asked for", async () => {
  const pages = Array.from({ length: 24 }, (_, n) =>
    Array.from({ length: 1000 }, (_, i) => `<li class="p-${(i + n) % 7}">Tissue ${i * 31 + n}</li>`).join(""),
  );
  const staged = await Promise.all(pages.map((page) => compressInStages(page)));
  await upgradesSettled();
  const left = staged.filter((body) => body.stage === "fast");
  expect(left.length).toBeGreaterThan(0);
  const fastBytes = left.map((body) => body.current.br.length);
  // At most 16 upgrades wait at a time: asked for while that many wait (more than 16 were left when earlier tests'
  // upgrades were still running), a body keeps its fast bytes until it is asked for again.
  for (let round = 0; round < 3 && left.some((body) => body.stage === "fast"); round++) {
    for (const body of left)
      sendStaged(new Request("http://site/", { headers: { "accept-encoding": "br" } }), body, {});
    await upgradesSettled();
  }
  expect(left.map((body) => body.stage)).toEqual(left.map(() => "best"));
  expect(left.every((body, i) => body.current.br.length < (fastBytes[i] ?? 0))).toBe(true);
});
