import { describe, expect, test } from "bun:test";
import { contacts, testimonials } from "#db/schema.ts";
import type { LeadSource } from "#shared/lead-source.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { addNapkin, fairSource, leadKinds } from "#tests/helpers/lead-kinds.ts";
import { postUrlEncoded } from "#tests/helpers/plain-forms.ts";
import { appForEachTest, origin } from "#tests/helpers/test-app.ts";
import { visitTimeoutMs } from "./visit-touches";

// A lead takes the first touch of the visit it belongs to, remembered in memory by the day's visitor hash, through
// every door (docs/decisions/200): landing from the fair's link, then three pages of the site, then asking.
const t = appForEachTest(
  { BOOKING_SLOT_CAPACITY: "10" },
  { prepare: addNapkin, distDir: await makeFakeDist() },
);
const kinds = leadKinds(t);

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const landing = `${origin}/?utm_source=fair&utm_campaign=2027`;
// What a form carried that a later page of the visit could have given it: not where the visit came from.
const carried: LeadSource = { ...fairSource, utmSource: "mail", utmMedium: null, utmCampaign: null };

const beacon = (url: string, referrer: string, headers: Record<string, string>) =>
  t.request("/v", {
    method: "POST",
    headers,
    json: { page: new URL(url).pathname, location: url, referrer },
  });

// The landing page and three more pages, counted by the site's script.
async function browse(headers: Record<string, string> = { "user-agent": browser }) {
  const pages = [landing, `${origin}/products`, `${origin}/products/napkin`, `${origin}/inquiry/napkin`];
  let from = "https://www.google.com/";
  for (const url of pages) {
    expect((await beacon(url, from, headers)).status).toBe(204);
    from = url;
  }
}

const postJson = (path: string, json: unknown, headers: Record<string, string> = { "user-agent": browser }) =>
  t.request(path, { method: "POST", headers, json });

describe.each(kinds)("a $name three pages after landing", (kind) => {
  test("through REST takes the visit's first touch over the source it carried", async () => {
    await browse();
    const res = await postJson(kind.path, { ...kind.body, source: carried });
    expect(res.status).toBeLessThan(300);
    expect(kind.rows()).toMatchObject([
      { sourceKey: "fair", source: { utmCampaign: "2027", landingPage: "/" } },
    ]);
  });

  test("through the site's script at the form's path takes the visit's first touch, also when it carried none", async () => {
    await browse();
    const res = await postJson(kind.form, kind.body, { "user-agent": browser, accept: "application/json" });
    expect(res.status).toBeLessThan(300);
    expect(kind.rows()).toMatchObject([{ sourceKey: "fair", source: { referrerHost: "google.com" } }]);
  });
});

const person = { email: "mona@example.com", phone: "+20 100 000 0000" };
const details = { ...person, contactName: "Mona", businessType: "Hotel", needByDate: "March" };
const plainForms = [
  { name: "contact message", path: "/contact", fields: { name: "Mona", email: person.email, message: "Hi" } },
  { name: "product inquiry", path: "/inquiry/napkin", fields: { ...details, quantity: "40 cartons" } },
  { name: "quote request", path: "/quote-list", fields: { ...details, "qty-napkin": "5 cartons" } },
  {
    name: "sample request",
    path: "/products/napkin/sample",
    fields: {
      ...person,
      companyName: "Nile",
      contactPerson: "Mona",
      deliveryAddress: "Cairo",
      quantity: "2",
    },
  },
  { name: "booking", path: "/book", fields: { ...kinds[4]?.body } as Record<string, string> },
  { name: "newsletter sign-up", path: "/newsletter", fields: { email: person.email } },
];

describe.each(plainForms)("a plain $name posted without JavaScript", (form) => {
  test("takes the visit's first touch over its hidden field", async () => {
    await browse();
    const fields = { ...form.fields, source: JSON.stringify(carried) };
    const headers = { "user-agent": browser, referer: `${origin}${form.path}` };
    expect((await postUrlEncoded(t, form.path, fields, headers)).status).toBe(303);
    const kind = kinds.find((k) => k.name === form.name);
    expect(kind?.rows()).toMatchObject([{ sourceKey: "fair" }]);
  });
});

const contactBody = { name: "Mona", email: "mona@example.com", message: "Hello", source: carried };
const contactKey = () => t.db.select().from(contacts).get()?.sourceKey;
// The site's day is UTC here: how far the test's clock is from the next midnight.
const toMidnight = () => 86_400_000 - (t.app.deps.now() % 86_400_000);

describe("a visit", () => {
  test("lives while views come less than 30 minutes apart, and ends 30 minutes after the last", async () => {
    // An hour of visit inside one day, whatever the time the suite runs at.
    t.advance(toMidnight() + 3_600_000);
    await browse();
    t.advance(visitTimeoutMs - 1000);
    await beacon(`${origin}/products`, `${origin}/`, { "user-agent": browser });
    t.advance(visitTimeoutMs - 1000);
    await postJson("/api/contact", contactBody);
    expect(contactKey()).toBe("fair");
    t.advance(visitTimeoutMs + 1);
    await postJson("/api/contact", { ...contactBody, email: "later@example.com" });
    const keys = t.db
      .select()
      .from(contacts)
      .all()
      .map((row) => row.sourceKey);
    expect(keys).toEqual(["fair", "mail"]);
  });

  test("is forgotten with the day's salt when the day changes, even within 30 minutes", async () => {
    t.advance(toMidnight() - 60_000);
    await browse();
    t.advance(120_000);
    t.app.deps.visits.flush();
    await postJson("/api/contact", contactBody);
    expect(contactKey()).toBe("mail");
  });

  test("belongs to its visitor only: another browser at the same address keeps what it carried", async () => {
    await browse();
    await postJson("/api/contact", contactBody, { "user-agent": `${browser} Edg/131.0` });
    expect(contactKey()).toBe("mail");
  });

  test("of a visitor who sends Do Not Track or Global Privacy Control is not remembered", async () => {
    for (const [name, value] of [
      ["dnt", "1"],
      ["sec-gpc", "1"],
    ] as const) {
      const headers = { "user-agent": browser, [name]: value };
      await browse(headers);
      await postJson("/api/contact", { ...contactBody, email: `${name}@example.com` }, headers);
    }
    expect(
      t.db
        .select()
        .from(contacts)
        .all()
        .map((row) => row.sourceKey),
    ).toEqual(["mail", "mail"]);
  });

  test("of a bot is not remembered", async () => {
    const headers = {
      "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    };
    await browse(headers);
    await postJson("/api/contact", contactBody, headers);
    expect(contactKey()).toBe("mail");
  });

  test("does not get in the way of a visitor post that has no source (a testimonial)", async () => {
    await browse();
    const script = { "user-agent": browser, accept: "application/json" };
    const res = await postJson(
      "/testimonial",
      { name: "Mona", rating: 5, text: "Soft and strong, the guests noticed." },
      script,
    );
    expect(res.status).toBe(201);
    expect(t.db.select().from(testimonials).all()).toHaveLength(1);
  });
});

test("without JavaScript the counting images remember the visit too: the fair's sample request three pages on", async () => {
  const headers = { "user-agent": browser };
  for (const page of [
    landing,
    `${origin}/products`,
    `${origin}/products/napkin`,
    `${origin}/products/napkin/sample`,
  ]) {
    expect((await t.request("/v.gif", { headers: { ...headers, referer: page } })).status).toBe(200);
  }
  const [, , , sample] = plainForms;
  const fields = { ...sample?.fields, source: JSON.stringify(carried) } as Record<string, string>;
  const res = await postUrlEncoded(t, "/products/napkin/sample", fields, {
    ...headers,
    referer: `${origin}/x`,
  });
  expect(res.status).toBe(303);
  expect(kinds[3]?.rows()).toMatchObject([{ sourceKey: "fair", source: { utmCampaign: "2027" } }]);
});
