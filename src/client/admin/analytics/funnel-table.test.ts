import { expect, test } from "bun:test";
import { acceptedValueText } from "./funnel-table";

test("the funnel's accepted value is written as the quotes write money", () => {
  expect(acceptedValueText([])).toBe("none");
  expect(
    acceptedValueText([
      { currency: "USD", total: "4790.00" },
      { currency: "AED", total: "1250000.50" },
    ]),
  ).toBe("USD 4,790.00, AED 1,250,000.50");
});
