import type { MailAttachment } from "#db/schema.ts";
import type { Conn } from "#server/db.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { quoteMailWording } from "#shared/i18n/mail.ts";
import { quoteDocumentText, quoteRevisionText } from "#shared/i18n/quote-documents.ts";
import { formatMoney } from "#shared/money.ts";
import { quoteSums } from "#shared/quote-sums.ts";
import { writtenDate } from "#shared/written-date.ts";
import { adminLink, companyContact, type MailContext } from "../mail/notify";
import { enqueue } from "../mail/outbox";
import { readMailSettings } from "../mail/settings-store";
import type { Field } from "../mail/templates";
import { originForLinks } from "../site-address/service";
import type { QuoteDetail } from "./detail";

// The quote's mail to the buyer and the owner's alert when the buyer answers (docs/decisions/160).
export const quotePath = (lang: Lang, token: string) => `${lang === "ar" ? "/ar" : ""}/quote/${token}`;
const at = (ctx: MailContext) => ({ now: ctx.now, mailOn: Boolean(ctx.settings.SMTP_URL) });
// "Q-2026-0001 rev 2", "Q-2026-0001 مراجعة 2": the revision in the buyer's language, as on the quote's PDF.
const numberAndRevision = (quote: QuoteDetail, lang: Lang) =>
  `${quote.number} ${quoteRevisionText[lang].revision(quote.revision)}`;

// The buyer answers on the quote's page, so the mail is useless without an absolute link to it: refused (and the
// transaction rolled back) until the site's address is known.
export function mailQuote(
  tx: Conn,
  ctx: MailContext,
  quote: QuoteDetail,
  token: string,
  pdf: MailAttachment,
) {
  const origin = originForLinks(ctx.origin);
  const lang = quote.lang as Lang;
  const w = quoteMailWording[lang];
  // Every row ends in an amount, kept whole and left to right (a discount's minus sign stays in front in Arabic).
  const row = (label: string, amount: string): Field => ({
    label,
    value: formatMoney(amount, quote.currency, lang),
    amount: true,
  });
  // A discount or a tax is shown as on the quote's page and PDF, so the lines add up to the total; with neither,
  // the subtotal would only repeat the total and is left out.
  const sums = quoteSums(quote, quoteDocumentText[lang]);
  const fields = [
    ...quote.lines.map((line, i) =>
      row(`${line.quantity} × ${line.description} (${line.unit})`, quote.totals.lines[i] ?? "0.00"),
    ),
    ...(sums.length > 1 ? sums.map(([label, amount]) => row(label, amount)) : []),
    row(w.total, quote.totals.total),
  ];
  const mail = ctx.templates.visitorConfirmation({
    lang,
    // A later revision says so, and that it replaces the earlier one (docs/decisions/160).
    subject: w.subject(quote.revision > 1 ? numberAndRevision(quote, lang) : quote.number),
    greeting: w.greeting(quote.buyerName),
    // The date written out as the quote's page and PDF write it.
    intro:
      quote.revision > 1
        ? w.revisedIntro(quote.revision, writtenDate(quote.validUntil, lang))
        : w.intro(writtenDate(quote.validUntil, lang)),
    fields,
    link: { label: w.open, href: `${origin}${quotePath(lang, token)}` },
    contactLine: w.contactLine,
    chatLabel: w.chat,
    ...companyContact(tx, lang),
  });
  enqueue(
    tx,
    { kind: "quote", refId: quote.id, lang, to: [quote.buyerEmail], attachments: [pdf], ...mail },
    at(ctx),
  );
}

// The buyer's copy of what they signed, with the page's link to come back to.
export function mailAcceptance(tx: Conn, ctx: MailContext, quote: QuoteDetail, pdf: MailAttachment) {
  const lang = quote.lang as Lang;
  const w = quoteMailWording[lang];
  const mail = ctx.templates.visitorConfirmation({
    lang,
    subject: w.acceptedSubject(quote.number),
    greeting: w.greeting(quote.acceptedName ?? quote.buyerName),
    intro: w.acceptedIntro(numberAndRevision(quote, lang)),
    fields: [
      { label: w.acceptedBy, value: quote.acceptedName ?? "" },
      ...(quote.acceptedPo ? [{ label: w.po, value: quote.acceptedPo }] : []),
      { label: w.total, value: formatMoney(quote.totals.total, quote.currency, lang) },
    ],
    contactLine: w.contactLine,
    chatLabel: w.chat,
    ...companyContact(tx, lang),
  });
  const to = [quote.buyerEmail];
  enqueue(tx, { kind: "quote_accepted", refId: quote.id, lang, to, attachments: [pdf], ...mail }, at(ctx));
}

export function alertAnswer(tx: Conn, ctx: MailContext, quote: QuoteDetail, pdf?: MailAttachment) {
  const owners = readMailSettings(tx, ctx.settings).ownerEmails;
  if (owners.length === 0) return;
  const verb = quote.status === "accepted" ? "accepted" : "declined";
  const alert = ctx.templates.ownerAlert({
    subject: `Quote ${quote.number} ${verb} by ${quote.buyerName}`,
    intro: `${quote.buyerName} ${verb} quote ${quote.number}.`,
    fields: [
      { label: "Buyer", value: `${quote.buyerName} <${quote.buyerEmail}>` },
      { label: "Total", value: formatMoney(quote.totals.total, quote.currency, "en") },
      ...(quote.acceptedName ? [{ label: "Accepted by", value: quote.acceptedName }] : []),
      ...(quote.acceptedPo ? [{ label: "Purchase order", value: quote.acceptedPo }] : []),
      { label: "Revision", value: String(quote.revision) },
      ...(quote.answerComment
        ? [{ label: quote.status === "declined" ? "Reason" : "Comment", value: quote.answerComment }]
        : []),
    ],
    link: adminLink(ctx, `/quotes#${quote.id}`),
  });
  enqueue(
    tx,
    {
      kind: `quote_${verb}_alert`,
      refId: quote.id,
      lang: "en",
      to: owners,
      replyTo: quote.buyerEmail,
      ...(pdf ? { attachments: [pdf] } : {}),
      ...alert,
    },
    at(ctx),
  );
}
