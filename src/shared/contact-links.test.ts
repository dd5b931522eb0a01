import { expect, test } from "bun:test";
import { chatLink, mailHref, phoneHref, profileHref } from "./contact-links";

test("a phone link keeps the number's digits and its leading +, not what is there for reading", () => {
  expect(phoneHref("+971 4 123-4567")).toBe("tel:+97141234567");
  expect(phoneHref("(04) 555 0100")).toBe("tel:045550100");
  expect(phoneHref("+1 555 010 4477 ext. 12")).toBe("tel:+15550104477;ext=12");
});

test("a chat link is wa.me with the number's digits, and a message only when there is one", () => {
  expect(chatLink("+971 50 123 4567")).toBe("https://wa.me/971501234567");
  expect(chatLink("+20 100 123 4567", "Dinner Napkins & more?")).toBe(
    "https://wa.me/201001234567?text=Dinner%20Napkins%20%26%20more%3F",
  );
});

test("a value no link can be made of gives no link", () => {
  for (const bad of ["call me maybe", "", "12345", "+1 555 010 4477 + 2"])
    expect(phoneHref(bad)).toBeUndefined();
  for (const bad of ["call me", "0501234567", "+20 100", "wa.me/123"]) expect(chatLink(bad)).toBeUndefined();
  expect(mailHref("not-an-email")).toBeUndefined();
  expect(mailHref(" sales@safatissue.com ")).toBe("mailto:sales@safatissue.com");
  for (const bad of [
    "facebook safatissue",
    "javascript:alert(1)",
    "ftp://facebook.com/x",
    "https://localhost/x",
  ])
    expect(profileHref(bad)).toBeUndefined();
  expect(profileHref("facebook.com/safatissue")).toBe("https://facebook.com/safatissue");
  expect(profileHref("https://instagram.com/safatissue")).toBe("https://instagram.com/safatissue");
});
