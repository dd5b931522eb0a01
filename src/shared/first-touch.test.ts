import { expect, test } from "bun:test";
import { firstTouchOf, leadSourceField, leadSourceOfText, storedSource } from "./lead-source";

// The first touch as a page sees it (docs/decisions/200).
const site = "tissue.example";

test("a page reached from another page of the site carries that page's path and tags one step", () => {
  const touch = firstTouchOf(
    "https://tissue.example/book",
    "https://www.tissue.example/ar?utm_source=fair&fbclid=x",
    site,
  );
  expect(touch).toMatchObject({
    utmSource: "fair",
    fbclid: true,
    landingPage: "/ar",
    lang: "ar",
    referrerHost: null,
  });
  expect(JSON.stringify(touch)).not.toContain('"x"');
});

test("a page with tags of its own, or reached from elsewhere, is itself the landing page", () => {
  expect(
    firstTouchOf("/book?utm_source=mail", "https://tissue.example/?utm_source=fair", site),
  ).toMatchObject({
    utmSource: "mail",
    landingPage: "/book",
  });
  expect(firstTouchOf("/book", "https://partner.example/list?id=7", site)).toMatchObject({
    utmSource: null,
    referrerHost: "partner.example",
    landingPage: "/book",
  });
  expect(firstTouchOf("/book", "android-app://com.example", site)).toMatchObject({ referrerHost: null });
});

test("a sent source that does not fit is no source, stored as direct", () => {
  expect(leadSourceField.parse({ utmSource: 5 })).toBeNull();
  expect(leadSourceField.parse(undefined)).toBeUndefined();
  expect(leadSourceOfText('{"utmSource":')).toBeNull();
  expect(storedSource(null)).toEqual({ source: null, sourceKey: "direct" });
});
