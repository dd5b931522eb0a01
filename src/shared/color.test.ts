import { expect, test } from "bun:test";
import { toHexColor } from "./color";

test("every colour form the content accepts becomes #rrggbb for the picker", () => {
  expect(toHexColor("#0E7490")).toBe("#0e7490");
  expect(toHexColor("#abc")).toBe("#aabbcc");
  expect(toHexColor("hsl(0 100% 50%)")).toBe("#ff0000");
  expect(toHexColor("hsl(120, 100%, 25%)")).toBe("#008000");
  expect(toHexColor("240 100% 50%")).toBe("#0000ff");
  expect(toHexColor("hsl(-120 100% 50%)")).toBe("#0000ff");
  expect(toHexColor("not a colour")).toBe("#000000");
});
