import type { Lang } from "#shared/i18n/index.ts";
import { quotePageWording } from "#shared/i18n/pages.ts";
import { quoteRevisionText } from "#shared/i18n/quote-documents.ts";
import { formatMoney } from "#shared/money.ts";
import { quoteSums } from "#shared/quote-sums.ts";
import { writtenDate } from "#shared/written-date.ts";
import type { QuoteDetail } from "../features/quotes/detail";
import type { FormState } from "./form-parts";
import { AnswerForms, AskAgainForm } from "./quote-answer-forms";
import { DownloadLink } from "./quote-download-link";
import { type Shell, sitePage } from "./site-page";
import { otherLangPath, pagePath } from "./site-text";

// The buyer's quote (docs/decisions/160): plain HTML in their language in the site's frame, printable to one clean
// A4 page without it (the browser's Save as PDF gives the PDF), with the answer form while the quote can still be
// answered.
const printCss =
  "@page{size:A4;margin:14mm}@media print{.no-print,#root>div>header,#root>div>footer{display:none!important}body,#main>div{background:#fff!important;padding:0!important}#main>div>div{padding:0!important;margin:0!important}.sheet{box-shadow:none!important;border:0!important;padding:0!important}}";

// terms: the owner's terms and conditions, shown before the buyer signs; hasPdf: the revision's PDF is kept
// (docs/decisions/162); answered: a refused answer's fields and their messages.
type Page = Shell & {
  quote: QuoteDetail;
  action: string;
  terms: string;
  hasPdf: boolean;
  answered?: FormState;
};
type Words = (typeof quotePageWording)[Lang];

function AnswerPart({
  quote,
  action,
  lang,
  terms,
  answered,
}: {
  quote: QuoteDetail;
  action: string;
  lang: Lang;
  terms: string;
  answered?: FormState;
}) {
  const w = quotePageWording[lang];
  const status = quote.shownStatus;
  const notice = "mt-8 rounded-xl border px-4 py-3";
  // A revision a later one replaced shows that first, whatever it was (docs/decisions/160).
  if (quote.replacedBy)
    return (
      <p role="status" className={`${notice} border-amber-200 bg-amber-50 text-amber-900`}>
        {quoteRevisionText[lang].replacedBy(quote.replacedBy)}
      </p>
    );
  if (status === "expired" && quote.lines.some((line) => line.productId))
    return <AskAgainForm lang={lang} action={`${action}/ask-again`} />;
  if (status === "accepted" || status === "declined" || status === "expired" || status === "replaced") {
    const tone =
      status === "accepted"
        ? "border-emerald-200 bg-emerald-50 text-emerald-900"
        : "border-slate-200 bg-slate-50 text-slate-800";
    return (
      <p role="status" className={`${notice} ${tone}`}>
        {w[status === "replaced" ? "expired" : status]}
      </p>
    );
  }
  return <AnswerForms lang={lang} action={action} terms={terms} answered={answered} />;
}

const cell = "border-b border-slate-200 px-1 py-2 sm:px-2";

function Lines({ quote, lang, w }: { quote: QuoteDetail; lang: Lang; w: Words }) {
  // An amount is read whole: never "USD" on one line and "1,225.00" under it (docs/decisions/160).
  const money = (amount: string) => (
    <span dir="ltr" className="whitespace-nowrap">
      {formatMoney(amount, quote.currency, lang)}
    </span>
  );
  const sums: Array<[string, string, boolean?]> = [
    ...quoteSums(quote, w),
    [w.total, quote.totals.total, true],
  ];
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="bg-slate-50 text-start">
          <th className={`${cell} text-start`}>{w.item}</th>
          <th className={`${cell} text-end`}>{w.quantity}</th>
          <th className={`${cell} text-end`}>{w.unitPrice}</th>
          <th className={`${cell} text-end`}>{w.amount}</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are in the quote's fixed order
          <tr key={i}>
            <td className={cell}>{line.description}</td>
            <td className={`${cell} text-end`} dir="ltr">
              {`${line.quantity} ${line.unit}`}
            </td>
            <td className={`${cell} text-end`}>{money(line.unitPrice)}</td>
            <td className={`${cell} text-end`}>{money(quote.totals.lines[i] ?? "0.00")}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {sums.map(([label, amount, strong]) => (
          <tr key={label} className={strong ? "font-bold sm:text-lg" : ""}>
            <td colSpan={3} className="px-1 py-1.5 text-end sm:px-2">
              {label}
            </td>
            <td className="px-1 py-1.5 text-end sm:px-2">{money(amount)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

// Who the quote is for, as its PDF names them: the name and the company, then how to reach them. The email and the
// phone are each isolated left to right, so an Arabic line keeps them whole and apart; side by side where they fit,
// one under the other on a phone, and a long email breaks only where it must (docs/decisions/160).
function Buyer({ quote, w }: { quote: QuoteDetail; w: Words }) {
  return (
    <div className="mt-6">
      <p>
        <span className="text-slate-600">{`${w.for}:`}</span> <strong>{quote.buyerName}</strong>
        {quote.buyerCompany && ` · ${quote.buyerCompany}`}
      </p>
      <p className="flex flex-wrap gap-x-4 text-slate-600">
        <bdi dir="ltr" className="wrap-anywhere">
          {quote.buyerEmail}
        </bdi>
        {quote.buyerPhone && (
          <bdi dir="ltr" className="whitespace-nowrap">
            {quote.buyerPhone}
          </bdi>
        )}
      </p>
    </div>
  );
}

function Terms({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <>
      <h2 className="mt-6 font-semibold">{title}</h2>
      <p className="mt-1 whitespace-pre-line">{text}</p>
    </>
  );
}

export function quotePage(shell: Page) {
  const { quote, lang, action, terms, hasPdf, answered, siteName } = shell;
  const w = quotePageWording[lang];
  const date = (quote.sentAt ?? quote.createdAt).slice(0, 10);
  const head = {
    title: `${w.quote} ${quote.number} | ${siteName}`,
    noindex: true,
    path: action,
    otherPath: otherLangPath(lang, action),
    css: printCss,
  };
  // On a phone the sheet takes some of the page's margin: a quote's amounts need the width.
  return sitePage(
    shell,
    head,
    <div className="-mx-2 sm:mx-auto sm:max-w-3xl">
      <div className="sheet rounded-3xl border border-slate-200 bg-white p-3 shadow-xs sm:p-10">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <a href={pagePath(lang)} className="site-focus shrink-0 rounded-md text-xl font-bold text-ink">
            {siteName}
          </a>
          <div className="text-end">
            <h1 className="text-2xl font-bold">
              {`${w.quote} `}
              <span dir="ltr" className="whitespace-nowrap">
                {quote.number}
              </span>
              {quote.revision > 1 && ` ${quoteRevisionText[lang].revision(quote.revision)}`}
            </h1>
            {/* Each date whole on its line: side by side where they fit, one under the other on a phone. */}
            <p className="flex flex-wrap gap-x-4 text-sm text-slate-600">
              <span className="whitespace-nowrap">{`${w.date}: ${writtenDate(date, lang)}`}</span>
              <span className="whitespace-nowrap">{`${w.validUntil}: ${writtenDate(quote.validUntil, lang)}`}</span>
            </p>
          </div>
        </div>
        <Buyer quote={quote} w={w} />
        <div className="mt-6 overflow-x-auto">
          <Lines quote={quote} lang={lang} w={w} />
        </div>
        <p className="mt-2 text-xs text-slate-500">{w.rounding}</p>
        <Terms title={w.delivery} text={quote.deliveryTerms} />
        <Terms title={w.note} text={quote.note} />
        <AnswerPart quote={quote} action={action} lang={lang} terms={terms} answered={answered} />
        {/* Loaded by a browser showing the page, not by a scanner reading its HTML: the first opening (quote-routes.ts). */}
        {quote.status === "sent" && (
          <img src={`${action}/seen.gif`} alt="" width={1} height={1} hidden fetchPriority="low" />
        )}
      </div>
      {hasPdf && <DownloadLink lang={lang} pagePath={action} />}
    </div>,
  );
}
