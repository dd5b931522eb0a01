import { describe, expect, test } from "bun:test";
import { productInquiries } from "#db/schema.ts";
import { addNapkin, fairSource as fair, leadKinds, quoteRequestBody } from "#tests/helpers/lead-kinds.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// Every kind of lead keeps where its visitor came from, through the JSON API and through the site's script alike
// (docs/decisions/200); a missing or malformed source stores "direct" and never refuses the lead.
const t = appForEachTest({ BOOKING_SLOT_CAPACITY: "10" }, { prepare: addNapkin });
const kinds = leadKinds(t);

const post = (path: string, json: unknown) => t.request(path, { method: "POST", json });

describe.each(kinds)("a $name", (kind) => {
  test("stores the source sent through REST, and its key", async () => {
    const res = await post(kind.path, { ...kind.body, source: fair });
    expect(res.status).toBeLessThan(300);
    expect(kind.rows()).toMatchObject([{ source: fair, sourceKey: "fair" }]);
  });

  test("stores the source sent through the site's script, an ad click as its network", async () => {
    const ad = { ...fair, utmSource: null, utmMedium: null, utmCampaign: null, gclid: true };
    await kind.call({ ...kind.body, source: ad } as never);
    expect(kind.rows()).toMatchObject([{ source: ad, sourceKey: "google ads" }]);
  });

  test("without a source, or with a malformed one, stores direct and still takes the lead", async () => {
    await kind.call(kind.body as never);
    const bad = { ...fair, utmSource: "x".repeat(500), gclid: "yes" };
    const res = await post(kind.path, { ...kind.body, email: "other@example.com", source: bad });
    expect(res.status).toBeLessThan(300);
    const rows = kind.rows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ source: null, sourceKey: "direct" });
  });
});

test("a quote request's lines, kept as inquiries, carry the request's source", async () => {
  await post("/api/quote-requests", { ...quoteRequestBody, source: fair });
  expect(t.db.select().from(productInquiries).all()).toMatchObject([{ source: fair, sourceKey: "fair" }]);
});
