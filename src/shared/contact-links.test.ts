import { expect, test } from "bun:test";
import { chatLink, phoneHref } from "./contact-links";

test("a phone link keeps the number's digits and its leading +, not what is there for reading", () => {
  expect(phoneHref("+971 4 123-4567")).toBe("tel:+97141234567");
  expect(phoneHref("(04) 555 0100")).toBe("tel:045550100");
});

test("a chat link is wa.me with the number's digits, and a message only when there is one", () => {
  expect(chatLink("+971 50 123 4567")).toBe("https://wa.me/971501234567");
  expect(chatLink("+20 100", "Dinner Napkins & more?")).toBe(
    "https://wa.me/20100?text=Dinner%20Napkins%20%26%20more%3F",
  );
});
