import { expect, spyOn, test } from "bun:test";
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
