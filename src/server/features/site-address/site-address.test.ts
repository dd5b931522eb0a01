import { describe, expect, test } from "bun:test";
import { newsletterSubscribers, outbox, products, siteAddress } from "#db/schema.ts";
import { makeFakeDist } from "#tests/helpers/fake-dist.ts";
import { makeTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { unsubscribe } from "../newsletter/service";
import { mailQuote } from "../quotes/mail";

// A visitor who makes up the Host (or, behind a trusted proxy, X-Forwarded-Host) must find it nowhere: not in the
// owner's alert, not in a subscriber's mail, not in robots.txt, the sitemap or a page (docs/decisions/180).
const product = {
  id: "soft-facial-tissue",
  name: "Soft Facial Tissue",
  description: "2-ply",
  category: "facial",
};
const inquiry = {
  productId: product.id,
  contactName: "Nour",
  email: "nour@example.com",
  businessType: "Hotel",
  quantity: "200 cartons",
  needByDate: "2026-12-15",
};
const distDir = await makeFakeDist();
const siteWith = (env: Record<string, string> = {}) =>
  makeTestApp(
    { OWNER_EMAIL: "owner@example.com", ...env },
    { distDir, prepare: ({ db }) => void db.insert(products).values(product).run() },
  );

const evil = { host: "evil.example" };
const forwarded = {
  host: "127.0.0.1:3000",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "https",
};
const asked = (t: TestApp, path: string, headers: Record<string, string>, init: RequestInit = {}) =>
  t.app.request(`http://${headers["x-forwarded-host"] ?? headers.host}${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string>) },
  });
const post = (json: unknown) => ({
  method: "POST",
  body: JSON.stringify(json),
  headers: { "content-type": "application/json" },
});

// Everything the request made: the mail it recorded, the crawler files and the landing page in both languages.
async function everythingAsked(t: TestApp, headers: Record<string, string>) {
  expect((await asked(t, "/api/product-inquiries", headers, post(inquiry))).status).toBe(201);
  expect((await asked(t, "/api/newsletter", headers, post({ email: "reader@example.com" }))).status).toBe(
    202,
  );
  const answers = await Promise.all(
    ["/robots.txt", "/sitemap.xml", "/", "/ar", "/blog/feed.xml"].map(async (path) =>
      (await asked(t, path, headers)).text(),
    ),
  );
  return { mails: t.db.select().from(outbox).all(), answers };
}

for (const [name, env, headers] of [
  ["Host", {}, evil],
  ["X-Forwarded-Host behind TRUST_PROXY", { TRUST_PROXY: "true" }, forwarded],
] as const) {
  describe(`a made-up ${name}`, () => {
    test("reaches nothing before an address is known: links are relative and mail says where to set it", async () => {
      const t = await siteWith(env);
      const { mails, answers } = await everythingAsked(t, headers);
      expect(JSON.stringify({ mails, answers })).not.toContain("evil.example");
      const alert = mails.find((m) => m.kind === "inquiry_alert");
      expect(alert?.text).toContain("This email has no link because the site's address is not set yet");
      expect(alert?.html).not.toContain('href="/admin');
      // No confirmation can carry its link yet: none is recorded, so subscribing later gets one at once.
      expect(mails.some((m) => m.kind === "newsletter_confirm")).toBe(false);
      const [robots, , english] = answers;
      expect(robots).not.toContain("Sitemap:");
      expect(english).toContain('<link rel="canonical" href="/"/>');
      expect(english).toContain('<meta property="og:url" content="/"/>');
    });

    test("reaches nothing once the owner saved the address: every link is on it", async () => {
      const t = await siteWith(env);
      await t.adminCaller().siteAddress.save({ origin: "https://tissue.example/" });
      const { mails, answers } = await everythingAsked(t, headers);
      expect(JSON.stringify({ mails, answers })).not.toContain("evil.example");
      expect(mails.find((m) => m.kind === "inquiry_alert")?.html).toContain(
        'href="https://tissue.example/admin/inquiries#',
      );
      const confirm = mails.find((m) => m.kind === "newsletter_confirm");
      expect(confirm?.text).toMatch(/https:\/\/tissue\.example\/newsletter\/confirm\/\S+/);
      expect(confirm?.headers?.["List-Unsubscribe"]).toMatch(
        /^<https:\/\/tissue\.example\/newsletter\/unsubscribe\//,
      );
      const [robots, sitemap, english, arabic] = answers;
      expect(robots).toContain("Sitemap: https://tissue.example/sitemap.xml");
      expect(sitemap).toContain("<loc>https://tissue.example/ar</loc>");
      expect(english).toContain('<link rel="canonical" href="https://tissue.example/"/>');
      expect(arabic).toContain('<link rel="canonical" href="https://tissue.example/ar"/>');
      expect(arabic).toContain('<link rel="alternate" hrefLang="en" href="https://tissue.example/"/>');
      expect(arabic).toContain('<meta property="og:url" content="https://tissue.example/ar"/>');
    });
  });
}

describe("the owner's Settings", () => {
  test("saving the address renders the cached pages again with it", async () => {
    const t = await siteWith();
    expect(await (await t.request("/ar")).text()).toContain('<link rel="canonical" href="/ar"/>');
    expect((await t.request("/sitemap.xml")).status).toBe(404);
    const saved = await t.adminCaller().siteAddress.save({ origin: "http://shop.example:8080" });
    expect(saved).toEqual({ origin: "http://shop.example:8080", fromEnvironment: false });
    expect(await t.adminCaller().siteAddress.get()).toEqual(saved);
    expect(await (await t.request("/ar")).text()).toContain(
      '<link rel="canonical" href="http://shop.example:8080/ar"/>',
    );
    expect((await t.request("/sitemap.xml")).status).toBe(200);
  });

  test("takes an http(s) origin only, storing nothing else", async () => {
    const t = await siteWith();
    const bad = [
      "",
      "tissue.example",
      "ftp://tissue.example",
      "javascript:alert(1)",
      "https://tissue.example/shop",
      "https://tissue.example/?q=1",
      "https://tissue.example/#top",
      "https://owner:secret@tissue.example",
      `https://${"a".repeat(200)}.example`,
    ];
    for (const origin of bad) {
      await expect(t.adminCaller().siteAddress.save({ origin })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    expect(t.db.select().from(siteAddress).all()).toEqual([]);
  });

  test("is for admins only", async () => {
    const t = await siteWith();
    const visitor = t.publicCaller().siteAddress;
    await expect(visitor.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(visitor.save({ origin: "https://evil.example" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    const res = await t.request("/trpc/siteAddress.save", post({ origin: "https://evil.example" }));
    expect(res.status).toBe(401);
    expect(t.db.select().from(siteAddress).all()).toEqual([]);
  });

  test("PUBLIC_ORIGIN wins: shown as set by the server, and not changed here", async () => {
    const t = await siteWith({ PUBLIC_ORIGIN: "https://tissue.example" });
    expect(await t.adminCaller().siteAddress.get()).toEqual({
      origin: "https://tissue.example",
      fromEnvironment: true,
    });
    await expect(t.adminCaller().siteAddress.save({ origin: "https://other.example" })).rejects.toMatchObject(
      {
        code: "CONFLICT",
      },
    );
    expect(t.db.select().from(siteAddress).all()).toEqual([]);
  });
});

describe("mail whose point is a link needs the address", () => {
  test("a sign-up before it is told to check its email: the confirmation goes when the owner saves the address", async () => {
    const t = await siteWith();
    const subscribe = (email: string, lang = "en") =>
      t.request("/api/newsletter", {
        ...post({ email }),
        headers: { "content-type": "application/json", "accept-language": lang },
      });
    expect((await subscribe("reader@example.com")).status).toBe(202);
    expect((await subscribe("qari@example.com", "ar")).status).toBe(202);
    expect((await subscribe("gone@example.com")).status).toBe(202);
    const gone = t.db
      .select()
      .from(newsletterSubscribers)
      .all()
      .find((s) => s.email === "gone@example.com");
    unsubscribe(t.db, gone?.id ?? "");
    expect(t.db.select().from(outbox).all()).toEqual([]);

    await t.adminCaller().siteAddress.save({ origin: "https://tissue.example" });
    const mails = t.db.select().from(outbox).all();
    expect(mails.map((m) => [m.kind, m.to, m.lang]).sort()).toEqual([
      ["newsletter_confirm", "qari@example.com", "ar"],
      ["newsletter_confirm", "reader@example.com", "en"],
    ]);
    expect(mails.every((m) => m.text.includes("https://tissue.example/"))).toBe(true);

    // Saving again, or the same address signing up again that day, sends no second one.
    await t.adminCaller().siteAddress.save({ origin: "https://www.tissue.example" });
    expect((await subscribe("reader@example.com")).status).toBe(202);
    expect(t.db.select().from(outbox).all()).toHaveLength(2);
  });

  test("a newsletter campaign is refused with a clear 409 until it is set", async () => {
    const t = await siteWith();
    const caller = t.adminCaller().newsletter;
    const campaign = await caller.saveCampaign({ subject: "Offers", body: "New rolls" });
    await expect(caller.sendTest({ id: campaign.id })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Set the site's address in Settings first: this email links to the website and needs it",
    });
    expect(t.db.select().from(outbox).all()).toEqual([]);
  });

  test("so does a quote: refused before anything is written", () => {
    expect(() =>
      mailQuote({} as never, { origin: undefined } as never, {} as never, "token", {} as never),
    ).toThrow("Set the site's address in Settings first");
  });
});
