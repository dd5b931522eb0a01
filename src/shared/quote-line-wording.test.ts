import { describe, expect, test } from "bun:test";
import { lineWording } from "./quote-line-wording";

const box = { name: "Facial Box", nameAr: "علبة مناديل", unitOfSale: "cartons", unitOfSaleAr: "كرتونة" };

describe("a quote line's words in the quote's language", () => {
  test("the catalogue's unit written in either language, any case or number, becomes the quote's language's", () => {
    for (const unit of ["cartons", "Carton", "CARTONS", "كرتونة", "كرتون", ""])
      expect([unit, lineWording(box, "ar", { unit }).unit]).toEqual([unit, "كرتونة"]);
    for (const unit of ["كرتونة", "carton", ""])
      expect([unit, lineWording(box, "en", { unit }).unit]).toEqual([unit, "cartons"]);
  });

  test("a unit of the buyer's or the owner's own stays as written", () => {
    for (const unit of ["12 cases", "cases", "pallets a month", "صناديق"])
      expect(lineWording(box, "ar", { unit }).unit).toBe(unit);
  });

  test("the catalogue's name in either language is renamed, the owner's description stays", () => {
    expect(lineWording(box, "ar", { description: "Facial Box" }).description).toBe("علبة مناديل");
    expect(lineWording(box, "en", { description: "علبة مناديل" }).description).toBe("Facial Box");
    expect(lineWording(box, "ar", { description: "Facial Box, printed" }).description).toBe(
      "Facial Box, printed",
    );
  });

  test("a product with no unit of sale is sold by the carton in both languages", () => {
    const plain = { name: "Napkins", unitOfSale: "", unitOfSaleAr: "" };
    expect(lineWording(plain, "ar", { unit: "cartons" })).toEqual({ description: "Napkins", unit: "كرتونة" });
    expect(lineWording(plain, "en")).toEqual({ description: "Napkins", unit: "carton" });
  });
});
