import { describe, expect, test } from "bun:test";
import { formatMoney, fromCents, percentText, priceText, quoteTotals, toCents } from "./money";

describe("exact money", () => {
  test("cents round trip without floating point", () => {
    expect(toCents("0.1") + toCents("0.2")).toBe(toCents("0.3"));
    expect(fromCents(toCents("99999999.99") * 1000n)).toBe("99999999990.00");
    expect(fromCents(-5n)).toBe("-0.05");
  });

  test("totals: each line exact, discount and tax rounded half up to the cent", () => {
    const totals = quoteTotals(
      [
        { quantity: 3, unitPrice: "0.10" },
        { quantity: 7, unitPrice: "12.34" },
      ],
      "12.5",
      "5",
    );
    // 0.30 + 86.38 = 86.68; 12.5 % = 10.835 -> 10.84; 75.84 × 5 % = 3.792 -> 3.79
    expect(totals).toEqual({
      lines: ["0.30", "86.38"],
      subtotal: "86.68",
      discount: "10.84",
      taxable: "75.84",
      tax: "3.79",
      total: "79.63",
    });
  });

  test("a half cent rounds away from zero", () => {
    expect(quoteTotals([{ quantity: 1, unitPrice: "0.10" }], "5", "0").discount).toBe("0.01");
    expect(quoteTotals([{ quantity: 1, unitPrice: "0.09" }], "5", "0").discount).toBe("0.00");
  });

  test("large quotes stay exact where floats would not", () => {
    const totals = quoteTotals([{ quantity: 1_000_000, unitPrice: "99999999.99" }], "0", "15");
    expect(totals.subtotal).toBe("99999999990000.00");
    expect(totals.tax).toBe("14999999998500.00");
  });

  test("formats and patterns", () => {
    expect(formatMoney("1234567.50", "USD", "en")).toBe("USD 1,234,567.50");
    expect(formatMoney("12.00", "AED", "ar")).toBe("12.00 AED");
    for (const ok of ["0", "12.5", "99999999.99"]) expect(priceText.test(ok)).toBe(true);
    for (const bad of ["-1", "1e3", "123456789", "1.234", ""]) expect(priceText.test(bad)).toBe(false);
    for (const ok of ["0", "5", "12.75", "100"]) expect(percentText.test(ok)).toBe(true);
    for (const bad of ["100.01", "101", "-1", "5.555"]) expect(percentText.test(bad)).toBe(false);
  });
});
