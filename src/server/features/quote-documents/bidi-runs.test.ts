import { expect, test } from "bun:test";
import { leftToRight, visualRuns } from "./bidi-runs";

test("Arabic with a product code and an email: runs from left to right, Arabic words reversed for the shaper", () => {
  expect(visualRuns("المنتج SF-200 2-ply للفندق", true)).toEqual([
    { text: "للفندق", arabic: true },
    { text: " ", arabic: false },
    { text: "SF-200 2-ply", arabic: false },
    { text: " المنتج", arabic: true },
  ]);
  expect(visualRuns("البريد: buyer@hotel.example (للتواصل)", true)).toEqual([
    { text: "(", arabic: false },
    { text: "للتواصل", arabic: true },
    { text: ") ", arabic: false },
    { text: "buyer@hotel.example", arabic: false },
    { text: " البريد:", arabic: true },
  ]);
});

test("a phone number kept left to right inside Arabic text, and English left as it is", () => {
  // Unmarked, the algorithm sets the groups right to left and the plus sign after them: why values are isolated.
  const groups = visualRuns("+971 4 555 0101", true).map((r) => r.text);
  expect(groups).toEqual(["0101", " ", "555", " ", "4", " ", "971", "+"]);
  expect(
    visualRuns(leftToRight("+971 4 555 0101"), true)
      .map((r) => r.text)
      .join(""),
  ).toBe("+971 4 555 0101");
  expect(visualRuns("Facial tissue (2-ply)", false)).toEqual([
    { text: "Facial tissue (2-ply)", arabic: false },
  ]);
  expect(visualRuns("", true)).toEqual([]);
});
