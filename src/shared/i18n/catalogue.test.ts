import { expect, test } from "bun:test";
import { catalogueText } from "./catalogue";

test("every catalogue text has both languages and fills its placeholders", () => {
  expect(catalogueText("en")("fromQuantity", { quantity: "100 cartons" })).toBe("From 100 cartons");
  expect(catalogueText("ar")("pageOf", { page: 2, pages: 3 })).toBe("الصفحة 2 من 3");
});
