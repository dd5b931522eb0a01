// The sample catalogue's facial box as its page sells it: its own price and the quantity prices the page publishes,
// for the tests of a quote's catalogue prices (docs/decisions/160) in bun and in the browser.
export const tieredBox = {
  description: "2-ply",
  category: "facial",
  price: "24.50",
  unitOfSale: "cartons",
  quantityPrices: [
    { minQuantity: 200, price: "23.50" },
    { minQuantity: 500, price: "22.00" },
  ],
};
