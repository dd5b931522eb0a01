import { expect, test } from "bun:test";
import { contacts } from "#db/schema.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";

// Issue 39, item 10: a buyer landed from the trade fair's link, then 10,050 beacons from made-up browsers of one
// address pushed the buyer's visit out of the map of live visits, and the buyer's lead was stored as "direct".
const t = appForEachTest({ TRUST_PROXY: "true" });
const browser = (name: string) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) ${name}`;
const beacon = (address: string, userAgent: string, location: string) =>
  t.request("/v", {
    method: "POST",
    headers: { "x-forwarded-for": address, "user-agent": userAgent },
    json: { page: new URL(location).pathname, location, referrer: "" },
  });
const contact = (address: string, userAgent: string, name: string) =>
  t.request("/api/contact", {
    method: "POST",
    headers: { "x-forwarded-for": address, "user-agent": userAgent },
    json: { name, email: "buyer@example.com", message: "Prices for 40 cartons, please" },
  });

test("beacons from made-up browsers of one address evict neither another address's visit nor its own earlier one", async () => {
  const fair = `${origin}/?utm_source=tradefair&utm_campaign=2027`;
  const flooder = "198.51.100.9";
  expect((await beacon("203.0.113.7", browser("Buyer/1"), fair)).status).toBe(204);
  expect((await beacon(flooder, browser("Colleague/1"), fair)).status).toBe(204);
  for (let i = 0; i < 10_050; i++) await beacon(flooder, browser(`Made-up/${i}`), `${origin}/`);

  expect((await contact("203.0.113.7", browser("Buyer/1"), "Buyer")).status).toBe(201);
  expect((await contact(flooder, browser("Colleague/1"), "Colleague")).status).toBe(201);
  const stored = t.db.select().from(contacts).all();
  expect(stored.map((row) => [row.name, row.sourceKey, row.source?.utmCampaign])).toEqual([
    ["Buyer", "tradefair", "2027"],
    ["Colleague", "tradefair", "2027"],
  ]);
}, 60_000);
