import { inputClass } from "#client/components/site-ui/styles.ts";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { quoteAnswerText, quoteRevisionText } from "#shared/i18n/quote-documents.ts";
import { textLimits } from "#shared/visitor-limits.ts";
import { errorLinks, FieldRow, type FormState } from "./form-parts";

// The buyer's answer on their quote's page (docs/decisions/162): accepting is signing, so the terms come first,
// then the full name and the optional PO number; declining takes an optional reason. Two plain forms posting to
// the page, so they work without JavaScript. Nothing is `required`: a refused answer comes back with the message
// under its field in the page's language, as on the site's other plain forms (docs/decisions/046).
type Props = { lang: Lang; action: string; terms: string; answered?: FormState };

export function AnswerForms({ lang, action, terms, answered = { values: {}, errors: {} } }: Props) {
  const w = quoteAnswerText[lang];
  const { values, errors } = answered;
  const control = (name: "name" | "po" | "comment") => ({
    id: name,
    name,
    defaultValue: values[name] ?? "",
    className: inputClass,
    ...errorLinks(name, errors[name]),
  });
  return (
    <div className="no-print mt-8 space-y-8">
      <form method="post" action={action} className="space-y-4" aria-labelledby="accept-title">
        <h2 id="accept-title" className="text-lg font-semibold">
          {w.acceptTitle}
        </h2>
        <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
          <p className="font-medium">{w.terms}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{terms}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldRow id="name" label={w.name} error={errors.name} wide={false}>
            <input {...control("name")} type="text" maxLength={textLimits.personName} autoComplete="name" />
          </FieldRow>
          <FieldRow id="po" label={w.po} error={errors.po} wide={false}>
            <input {...control("po")} type="text" maxLength={textLimits.poNumber} dir="ltr" />
          </FieldRow>
        </div>
        <p className="text-sm text-slate-600">{w.agree}</p>
        <button type="submit" name="answer" value="accept" className={siteButtonClass.primary}>
          {w.accept}
        </button>
      </form>
      <form method="post" action={action} className="space-y-4 border-t border-slate-200 pt-6">
        <FieldRow id="comment" label={w.reason} error={errors.comment} wide={false}>
          <textarea {...control("comment")} rows={3} maxLength={textLimits.note} />
        </FieldRow>
        <button type="submit" name="answer" value="decline" className={siteButtonClass.secondary}>
          {w.decline}
        </button>
      </form>
    </div>
  );
}

// An expired quote's one button (docs/decisions/160): a plain post, so a mail scanner's GET files nothing.
export function AskAgainForm({ lang, action }: { lang: Lang; action: string }) {
  const w = quoteRevisionText[lang];
  return (
    <form
      method="post"
      action={action}
      className="no-print mt-8 space-y-4 rounded-xl border border-slate-200 px-4 py-4"
    >
      <p role="status">{w.askAgainText}</p>
      <button type="submit" className={siteButtonClass.primary}>
        {w.askAgain}
      </button>
    </form>
  );
}
