import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, FileDown, FilePen, Link2Off, Lock, Pencil, Send, Trash2 } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { buttonClasses } from "#client/components/ui/button-styles.ts";
import { Card } from "#client/components/ui/card.tsx";
import { notifySuccess } from "#client/lib/notify.ts";
import { useTRPC } from "#client/lib/trpc.ts";
import { formatMoney } from "#shared/money.ts";
import { notifyFailure } from "../lib/errors";
import { formatDateTime, formatDay } from "../lib/format";
import type { QuoteRow as Quote, QuoteFull } from "../lib/types";
import { heldNote, useMailWords } from "../mail/mail-words";
import { BuyerLinkButtons, MailBadge, MailNote } from "./buyer-reach";
import { FollowUpField } from "./follow-up-field";
import { quoteStatuses } from "./quote-status";
import { RevisionHistory } from "./revision-history";

export function QuoteRow({ quote, onEdit }: { quote: Quote; onEdit: (quote: QuoteFull) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const done = (message: string) => async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.quotes.pathKey() });
    notifySuccess(message);
  };
  const failed = (what: string) => (error: unknown) => notifyFailure(what, error);
  const mailWords = useMailWords();
  const send = useMutation(
    trpc.quotes.send.mutationOptions({
      onSuccess: async () =>
        done(
          await mailWords(
            `Quote ${quote.number} sent to ${quote.buyerEmail}`,
            `Quote ${quote.number} is ready for ${quote.buyerEmail}. ${heldNote()}`,
          ),
        )(),
      onError: failed("The quote could not be sent"),
    }),
  );
  const duplicate = useMutation(
    trpc.quotes.duplicate.mutationOptions({
      onSuccess: async (copy) => done(`Quote ${copy.number} made from ${quote.number}`)(),
      onError: failed("The quote could not be duplicated"),
    }),
  );
  // Changing a sent quote opens the draft of its next revision (docs/decisions/160).
  const revise = useMutation(
    trpc.quotes.revise.mutationOptions({
      onSuccess: async (draft) => {
        await done(`Revision ${draft.revision} of ${quote.number} is a draft: change it, then send it`)();
        onEdit(draft);
      },
      onError: failed("The quote could not be revised"),
    }),
  );
  const revoke = useMutation(
    trpc.quotes.revoke.mutationOptions({
      onSuccess: done(`The link of quote ${quote.number} no longer opens it`),
      onError: failed("The link could not be revoked"),
    }),
  );
  const remove = useMutation(
    trpc.quotes.remove.mutationOptions({
      onSuccess: done(`Quote ${quote.number} was deleted`),
      onError: failed("The quote could not be deleted"),
    }),
  );
  const status = quoteStatuses[quote.shownStatus];
  const answered = quote.status === "accepted" || quote.status === "declined";
  const confirm = (question: string, run: () => void) => window.confirm(question) && run();
  const id = { id: quote.id };

  return (
    <Card className="space-y-3 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {quote.number}
            {quote.revision > 1 && <span className="font-normal text-slate-600">rev {quote.revision}</span>}
            <Badge tone={status.tone}>{status.label}</Badge>
            <MailBadge quote={quote} />
            {quote.status === "accepted" && (
              <Badge tone="success">
                <Lock aria-hidden="true" className="size-3" />
                Locked
              </Badge>
            )}
            {!quote.linkLive && quote.status !== "draft" && <Badge tone="warning">Link revoked</Badge>}
          </p>
          <p className="text-sm text-slate-600">
            {quote.buyerName} · <span className="break-all">{quote.buyerEmail}</span> · valid until{" "}
            {formatDay(quote.validUntil)}
          </p>
          {quote.answerComment && (
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
              “{quote.answerComment}”
            </p>
          )}
        </div>
        <p className="text-lg font-semibold text-slate-900">
          {formatMoney(quote.totals.total, quote.currency, "en")}
        </p>
      </div>
      <p className="text-xs text-slate-500">
        {quote.lines.length} {quote.lines.length === 1 ? "line" : "lines"}
        {quote.sentAt && ` · sent ${formatDateTime(quote.sentAt)}`}
        {quote.viewedAt && ` · first opened ${formatDateTime(quote.viewedAt)}`}
        {quote.answeredAt && ` · answered ${formatDateTime(quote.answeredAt)}`}
      </p>
      <MailNote quote={quote} />
      {!answered && quote.status !== "draft" && <FollowUpField quoteId={quote.id} number={quote.number} />}
      <RevisionHistory quote={quote} />
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {quote.status === "draft" && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onEdit(quote)}
            aria-label={`Edit ${quote.number}`}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
        {!answered && quote.shownStatus !== "expired" && (
          <Button
            size="sm"
            disabled={send.isPending}
            aria-label={`${quote.status === "draft" ? "Send" : "Send again"} ${quote.number}`}
            onClick={() =>
              confirm(`Email quote ${quote.number} to ${quote.buyerEmail}?`, () => send.mutate(id))
            }
          >
            <Send aria-hidden="true" />
            {quote.status === "draft" ? "Send" : "Send again"}
          </Button>
        )}
        {quote.status !== "draft" && quote.status !== "accepted" && !quote.replacedBy && (
          <Button
            variant="outline"
            size="sm"
            disabled={revise.isPending}
            onClick={() => revise.mutate(id)}
            aria-label={`Revise ${quote.number}`}
          >
            <FilePen aria-hidden="true" />
            Revise
          </Button>
        )}
        {quote.status !== "draft" && (
          // The PDF kept when it was sent (docs/decisions/162), downloaded by the browser with the session cookie.
          <a
            href={`/api/admin/quotes/${encodeURIComponent(quote.id)}/pdf`}
            download
            className={buttonClasses("ghost", "sm")}
            aria-label={`Download the PDF of ${quote.number}`}
          >
            <FileDown aria-hidden="true" />
            PDF
          </a>
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => duplicate.mutate(id)}
          aria-label={`Duplicate ${quote.number}`}
        >
          <Copy aria-hidden="true" />
          Duplicate
        </Button>
        <BuyerLinkButtons quote={quote} />
        {quote.linkLive && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Revoke the link of ${quote.number}`}
            onClick={() =>
              confirm(`The buyer's link to ${quote.number} will stop working. Revoke it?`, () =>
                revoke.mutate(id),
              )
            }
          >
            <Link2Off aria-hidden="true" />
            Revoke link
          </Button>
        )}
        <Button
          variant="destructive-outline"
          size="sm"
          className="ms-auto"
          aria-label={`Delete ${quote.number}`}
          onClick={() =>
            confirm(`Delete quote ${quote.number}? This cannot be undone.`, () => remove.mutate(id))
          }
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </Card>
  );
}
