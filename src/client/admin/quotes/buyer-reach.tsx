import { ExternalLink, Link2 } from "lucide-react";
import { Link } from "wouter";
import { NewTabLink } from "#client/components/site-ui/new-tab-link.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { notifySuccess } from "#client/lib/notify.ts";
import { notifyFailure } from "../lib/errors";
import type { QuoteRow } from "../lib/types";

// A sent quote's row says whether the buyer really has its email (docs/decisions/160): "Sent" is the quote's
// state, the outbox holds the email's. A delivered email, or none queued, says nothing more.
const undelivered = {
  held: [
    "Email held: mail is off",
    "The buyer has not got this email: it goes once mail is set up and you send it from",
  ],
  waiting: ["Email not delivered yet", "The email waits for the mail server: if it does not go, see"],
  sending: ["Email not delivered yet", "The email waits for the mail server: if it does not go, see"],
  failed: ["Email not delivered", "The mail server refused the email: retry it from"],
  gave_up: ["Email not delivered", "The mail server refused the email: retry it from"],
} as const;

// Once the buyer has answered, or a later revision replaced the quote, its email no longer matters: the row does not
// say "The buyer has not got this email" of a quote the buyer declined.
const settled = new Set(["accepted", "declined", "replaced"]);
const heldOrFailed = (quote: QuoteRow) =>
  quote.mailStatus && quote.mailStatus !== "sent" && !settled.has(quote.status)
    ? undelivered[quote.mailStatus]
    : null;

export function MailBadge({ quote }: { quote: QuoteRow }) {
  const state = heldOrFailed(quote);
  return state && <Badge tone="warning">{state[0]}</Badge>;
}

export function MailNote({ quote }: { quote: QuoteRow }) {
  const state = heldOrFailed(quote);
  if (!state) return null;
  return (
    <p className="text-sm text-amber-800">
      {state[1]}{" "}
      <Link href="/email" className="font-medium underline">
        the Email screen
      </Link>
      {quote.buyerLink ? ". Or send the buyer the link yourself (Copy buyer link)." : "."}
    </p>
  );
}

// The buyer's page, to pass on another way than the quote's email (a chat, a call).
export function BuyerLinkButtons({ quote }: { quote: QuoteRow }) {
  if (!quote.buyerLink || quote.status === "draft") return null;
  const address = new URL(quote.buyerLink, window.location.origin).href;
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => notifySuccess("Link copied"),
      (error) => notifyFailure(`The link could not be copied: ${address}`, error),
    );
  return (
    <>
      <Button variant="ghost" size="sm" onClick={copy} aria-label={`Copy the buyer link of ${quote.number}`}>
        <Link2 aria-hidden="true" />
        Copy buyer link
      </Button>
      <NewTabLink
        href={address}
        className={buttonClasses("ghost", "sm")}
        aria-label={`Open the buyer page of ${quote.number}`}
      >
        <ExternalLink aria-hidden="true" />
        Open buyer page
      </NewTabLink>
    </>
  );
}
