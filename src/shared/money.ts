// Exact money arithmetic for quotes (docs/decisions/160): amounts are whole cents in a bigint, never floats.
// Prices are decimal(10,2) text ("12.50"); rates and discounts are percentages with at most two decimals
// ("5", "12.75"), held as hundredths of a percent. Rounding: half away from zero, to the cent, once per step
// (each line, the discount, the tax), as an invoice shows them.

export const priceText = /^\d{1,8}(\.\d{1,2})?$/;
export const percentText = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

// "12.5" -> 1250n
export function toCents(text: string): bigint {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
}

// 1250n -> "12.50"
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

// "12.75" -> 1275n (hundredths of a percent)
const toBasisPoints = (text: string) => toCents(text);

// amount × rate%, rounded half away from zero to the cent: amount (cents) × bp / 10000.
function percentOf(cents: bigint, basisPoints: bigint) {
  const product = cents * basisPoints;
  const half = 5000n;
  return product >= 0n ? (product + half) / 10000n : -((-product + half) / 10000n);
}

export const sumAmounts = (amounts: string[]) => fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0n));

export type PricedLine = { quantity: number; unitPrice: string };
export type Totals = {
  lines: string[];
  subtotal: string;
  discount: string;
  taxable: string;
  tax: string;
  total: string;
};

export function quoteTotals(lines: PricedLine[], discountPercent: string, taxPercent: string): Totals {
  const lineCents = lines.map((line) => BigInt(line.quantity) * toCents(line.unitPrice));
  const subtotal = lineCents.reduce((sum, cents) => sum + cents, 0n);
  const discount = percentOf(subtotal, toBasisPoints(discountPercent));
  const taxable = subtotal - discount;
  const tax = percentOf(taxable, toBasisPoints(taxPercent));
  return {
    lines: lineCents.map(fromCents),
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    taxable: fromCents(taxable),
    tax: fromCents(tax),
    total: fromCents(taxable + tax),
  };
}

// "1234.50" in a currency, as the buyer's language writes it; the digits stay exact (no float round trip).
export function formatMoney(amount: string, currency: string, lang: "en" | "ar") {
  const [whole = "0", fraction = "00"] = amount.replace("-", "").split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = amount.startsWith("-") ? "-" : "";
  return lang === "ar"
    ? `${sign}${grouped}.${fraction} ${currency}`
    : `${sign}${currency} ${grouped}.${fraction}`;
}
