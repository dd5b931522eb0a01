import { FileText } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "#client/components/ui/badge.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { shownStatus } from "#shared/quotes.ts";
import { wallClockOf } from "#shared/wall-clock.ts";
import { Detail } from "../components/lead-details";
import type { DeskInquiry } from "../lib/types";
import { quoteStatuses } from "../quotes/quote-status";

type Quote = NonNullable<DeskInquiry["quote"]>;
// Past its date on this browser's calendar a sent quote reads as expired, as the quotes list shows it.
const statusOf = (quote: Quote) =>
  shownStatus(
    quote.status,
    quote.validUntil,
    wallClockOf(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone).date,
  );
const quoteLink = (quote: Quote) => `/quotes?q=${encodeURIComponent(quote.number)}`;

// The quote that answers an inquiry, in its card's details (docs/decisions/110).
export function AnsweringQuoteDetail({ quote }: { quote: Quote | null }) {
  if (!quote) return null;
  const status = quoteStatuses[statusOf(quote)];
  return (
    <Detail label="Quote">
      <Link href={quoteLink(quote)} className="text-cyan-800 underline-offset-2 hover:underline">
        {quote.number}
        {quote.revision > 1 && ` rev ${quote.revision}`}
      </Link>{" "}
      <Badge tone={status.tone}>{status.label}</Badge>
    </Detail>
  );
}

// A draft or a quote the buyer can still accept, or has accepted, is the inquiry's answer: the card opens it rather
// than drafting a second one. A declined or expired quote leaves the inquiry to a new one.
export function QuoteAction({
  quote,
  who,
  inquiryId,
}: {
  quote: Quote | null;
  who: string;
  inquiryId: string;
}) {
  const live = quote && !["declined", "expired"].includes(statusOf(quote));
  return (
    <Link
      href={live ? quoteLink(quote) : `/quotes?from=${inquiryId}`}
      className={buttonClasses("ghost", "sm")}
      aria-label={live ? `Open quote ${quote.number} for ${who}` : `Make a quote for ${who}`}
    >
      <FileText aria-hidden="true" />
      {live ? `Open quote ${quote.number}` : "Make a quote"}
    </Link>
  );
}
