import type { QuoteDocumentInput } from "./document-input";

// What a quote's PDF draws of a typed text (issue 39): composed letters (NFC: "e" and a combining acute become the
// font's "é"), no control characters but line breaks (a tab is a space), no unpaired surrogates, and none of the
// explicit direction controls, whose effect reached past the typed text: an override in a buyer's name turned the
// date after it around in "Accepted by … on …". A line's order is decided by bidi-runs.ts alone.
const undrawable = /[\p{Cs}\u202a-\u202e\u2066-\u2069]|(?!\n)\p{Cc}/gu;

export const drawableText = (text: string) =>
  text.normalize("NFC").replace(undrawable, (char) => (/\s/.test(char) ? " " : ""));

function everyText(value: unknown): unknown {
  if (typeof value === "string") return drawableText(value);
  if (Array.isArray(value)) return value.map(everyText);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, everyText(inner)]));
  return value;
}

export const drawableInput = (input: QuoteDocumentInput) => everyText(input) as QuoteDocumentInput;
