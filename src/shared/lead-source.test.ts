import { describe, expect, test } from "bun:test";
import { leadSourceOf, leadSourceSchema, sourceLabel } from "./lead-source";

describe("a lead's source from its landing URL and referrer", () => {
  test("campaign tags, click ids, the referrer's host, the page and its language", () => {
    const source = leadSourceOf(
      "https://tissue.example/ar?utm_source=Fair&utm_medium=qr&utm_campaign=2027&utm_term=napkins&utm_content=a&gclid=XYZ",
      "https://www.google.com/search?q=tissue",
      "tissue.example",
    );
    expect(source).toEqual({
      utmSource: "fair",
      utmMedium: "qr",
      utmCampaign: "2027",
      utmTerm: "napkins",
      utmContent: "a",
      gclid: true,
      fbclid: false,
      referrerHost: "google.com",
      landingPage: "/ar",
      lang: "ar",
    });
    expect(JSON.stringify(source)).not.toContain("XYZ");
    expect(sourceLabel(source)).toBe("fair");
  });

  test("the site's own pages and unreadable referrers are no referrer; nothing at all is direct", () => {
    const own = leadSourceOf("/inquiry/p1", "https://www.tissue.example/", "tissue.example");
    expect(own.referrerHost).toBeNull();
    expect(own.lang).toBe("en");
    expect(sourceLabel(own)).toBe("direct");
    expect(leadSourceOf("/", "javascript:alert(1)", "tissue.example").referrerHost).toBeNull();
    expect(leadSourceOf("::nonsense::", undefined, "tissue.example").landingPage).toBe("/::nonsense::");
  });

  test("an ad click without tags is named by its network", () => {
    expect(sourceLabel(leadSourceOf("/?fbclid=1", "", "s"))).toBe("facebook ads");
    expect(sourceLabel(leadSourceOf("/?gclid=1", "", "s"))).toBe("google ads");
  });

  test("long values are cut, so the result always passes the shared schema", () => {
    const source = leadSourceOf(`/?utm_source=${"x".repeat(500)}`, `https://${"a".repeat(60)}.example/`, "s");
    expect(source.utmSource).toHaveLength(100);
    expect(leadSourceSchema.safeParse(source).success).toBe(true);
  });
});
