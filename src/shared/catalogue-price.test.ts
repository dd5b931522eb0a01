import { describe, expect, test } from "bun:test";
import { cataloguePrices, unitPriceFor } from "./catalogue-price";

// The facial tissue box as the sample catalogue sells it: 24.50, from 200 cartons 23.50, from 500 22.00.
const box = {
  price: "24.50",
  quantityPrices: [
    { minQuantity: 500, price: "22.00" },
    { minQuantity: 200, price: "23.50" },
  ],
};

describe("a product's unit price for a quantity", () => {
  test("the tier with the highest minimum not above the quantity, in whatever order the tiers are kept", () => {
    expect(unitPriceFor(box, 500)).toEqual({ price: "22.00", from: 500 });
    expect(unitPriceFor(box, 600)).toEqual({ price: "22.00", from: 500 });
    expect(unitPriceFor(box, 499)).toEqual({ price: "23.50", from: 200 });
    expect(unitPriceFor(box, 200)).toEqual({ price: "23.50", from: 200 });
  });

  test("below every tier, or with none, the product's own price; none at all stays none", () => {
    expect(unitPriceFor(box, 199)).toEqual({ price: "24.50", from: null });
    expect(unitPriceFor({ price: "31.00", quantityPrices: [] }, 300)).toEqual({ price: "31.00", from: null });
    expect(unitPriceFor({ price: null, quantityPrices: [] }, 1)).toEqual({ price: null, from: null });
    expect(unitPriceFor({ price: null, quantityPrices: [{ minQuantity: 1, price: "5.00" }] }, 3)).toEqual({
      price: "5.00",
      from: 1,
    });
  });

  test("the catalogue's prices: the product's and each tier's, none left out", () => {
    expect([...cataloguePrices(box)].sort()).toEqual(["22.00", "23.50", "24.50"]);
    expect([...cataloguePrices({ price: null, quantityPrices: [] })]).toEqual([]);
  });
});
