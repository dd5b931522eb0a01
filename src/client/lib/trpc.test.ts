import { expect, spyOn, test } from "bun:test";
import { keepFirstTouch } from "./first-touch";
import { makeTrpcClient } from "./trpc";

// The server refuses batches (src/server/app.ts), so calls made together must still leave one by one.
test("calls made at the same moment go out as separate, unbatched requests", async () => {
  const reply = (async () => Response.json({ result: { data: [] } })) as unknown as typeof fetch;
  using fetchSpy = spyOn(globalThis, "fetch").mockImplementation(reply);
  const client = makeTrpcClient();
  await Promise.all([client.products.list.query(), client.testimonials.list.query()]);
  const urls = fetchSpy.mock.calls.map(([url]) => String(url));
  expect(urls).toHaveLength(2);
  for (const url of urls) expect(url).not.toContain("batch=1");
});

// The page's first touch (first-touch.ts), read once, goes with the six lead forms and nothing else.
test("a lead form's call carries the page's first touch; other calls go as they are", async () => {
  Object.assign(globalThis, {
    location: new URL("https://tissue.example/?utm_source=fair&utm_campaign=2027"),
    document: { referrer: "" },
  });
  keepFirstTouch();
  Object.assign(globalThis, { location: new URL("https://tissue.example/products/napkin") });
  keepFirstTouch();
  const reply = (async () => Response.json({ result: { data: { ok: true } } })) as unknown as typeof fetch;
  using fetchSpy = spyOn(globalThis, "fetch").mockImplementation(reply);
  const client = makeTrpcClient();
  await client.newsletter.subscribe.mutate({ email: "a@example.com" });
  await client.testimonials.submit.mutate({ name: "A", text: "Lovely tissue", rating: 5 });
  const bodies = fetchSpy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
  for (const name of ["location", "document"]) Reflect.deleteProperty(globalThis, name);
  expect(bodies[0].source).toMatchObject({ utmSource: "fair", utmCampaign: "2027", landingPage: "/" });
  expect(bodies[1].source).toBeUndefined();
});
