import { inputClass } from "#client/components/site-ui/styles.ts";
import { FieldControl } from "#client/site/field-control.tsx";
import { limits } from "#shared/constants.ts";
import { type Field, type FormKind, fields, submitLabel, titles } from "#shared/form-fields.ts";
import { aroundPlaceholder, type Lang, translator } from "#shared/i18n/index.ts";
import { textLimits } from "#shared/visitor-limits.ts";
import {
  type BookingChoices,
  BookingControl,
  BookingIntro,
  type ControlAttributes,
} from "./booking-controls";
import { errorLinks, FieldRow, FormAnswer, type FormState, PostForm } from "./form-parts";
import { plainPage } from "./plain-page";
import type { Shell } from "./site-page";
import { otherLangPath } from "./site-text";

export type { FormKind, FormState };

// The pages a visitor without JavaScript reads: the inquiry form of one product and the answers to the three
// forms. Plain HTML with the site's CSS and no script, so nothing hydrates over them (see docs/decisions/013).
export type Values = Record<string, string>;
export type ProductChoice = { id: string; name: string; listed?: boolean };

type Extras = { product?: ProductChoice; booking?: BookingChoices; catalogue?: ProductChoice[] };

// One quantity field per active product, named qty-<product id>; "Add to quote" lands on its #product-<id>. The
// products already in the buyer's quote list say so.
function Quantities({
  state,
  catalogue = [],
  lang,
}: {
  state: FormState;
  catalogue?: ProductChoice[];
  lang: Lang;
}) {
  const t = translator(lang);
  return (
    <ul className="space-y-2 rounded-xl border border-slate-200 p-4">
      {catalogue.map((p) => {
        const id = `product-${p.id}`;
        const error = state.errors[`qty-${p.id}`];
        const described = [p.listed && `${id}-listed`, error && `${id}-error`].filter(Boolean).join(" ");
        return (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <label htmlFor={id} className="text-ink">
                {p.name}
              </label>
              {p.listed && (
                <span
                  id={`${id}-listed`}
                  className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand"
                >
                  {t("inQuote")}
                </span>
              )}
            </span>
            <input
              id={id}
              name={`qty-${p.id}`}
              aria-invalid={error ? "true" : undefined}
              aria-describedby={described || undefined}
              className={`${inputClass} max-w-40 scroll-mt-20`}
              defaultValue={state.values[`qty-${p.id}`] ?? ""}
              maxLength={textLimits.shortAnswer}
              type="text"
            />
            {error && (
              <p id={`${id}-error`} className="w-full text-end text-sm text-red-700" role="alert">
                {error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

type ControlProps = { kind: FormKind; field: Field; lang: Lang; state: FormState; extras: Extras };

function Control({ kind, field, lang, state, extras }: ControlProps) {
  const t = translator(lang);
  const id = `${kind}-${field.name}`;
  const value = state.values[field.name] ?? "";
  const attributes: ControlAttributes = { id, name: field.name, ...errorLinks(id, state.errors[field.name]) };
  switch (field.kind) {
    case "date":
    case "time":
      return extras.booking ? (
        <BookingControl
          kind={field.kind}
          attributes={attributes}
          value={value}
          lang={lang}
          booking={extras.booking}
        />
      ) : null;
    case "quantities":
      return <Quantities state={state} catalogue={extras.catalogue} lang={lang} />;
    default:
      return (
        <FieldControl field={field} attributes={attributes} defaultValue={value} lang={lang} t={t} rows={4} />
      );
  }
}

function Rating({ lang, state }: { lang: Lang; state: FormState }) {
  const t = translator(lang);
  const chosen = Number(state.values.rating) || limits.ratingDefault;
  const error = state.errors.rating;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 block text-sm font-medium text-ink">{t("rating")}</legend>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: limits.ratingMax }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm"
          >
            <input type="radio" name="rating" value={n} defaultChecked={n === chosen} />
            {t.count("stars", n)}
          </label>
        ))}
      </div>
      {error && (
        <p className="mt-1.5 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Intro({ kind, lang, extras }: { kind: FormKind; lang: Lang; extras: Extras }) {
  const t = translator(lang);
  const { product, booking } = extras;
  if (booking) return <BookingIntro lang={lang} booking={booking} />;
  if (kind === "quoteList") return <p className="sm:col-span-2 text-slate-600">{t("quoteListIntro")}</p>;
  if (!product) return null;
  const [before, after] = aroundPlaceholder(t("inquiryDescription"), "product");
  return (
    <p className="sm:col-span-2 text-slate-600">
      {before}
      <strong className="font-semibold text-brand">{product.name}</strong>
      {after}
    </p>
  );
}

type FormProps = { kind: FormKind; lang: Lang; action: string; state: FormState; extras: Extras };

function PlainForm({ kind, lang, action, state, extras }: FormProps) {
  const t = translator(lang);
  return (
    <PostForm action={action} source={state.values.source} send={t(submitLabel[kind])}>
      <Intro kind={kind} lang={lang} extras={extras} />
      {fields[kind].map((field) => {
        if (field.kind === "rating") return <Rating key={field.name} lang={lang} state={state} />;
        return (
          <FieldRow
            key={field.name}
            id={`${kind}-${field.name}`}
            label={t(field.label)}
            error={state.errors[field.name]}
            wide={field.wide === true}
            group={field.kind === "quantities"}
          >
            <Control kind={kind} field={field} lang={lang} state={state} extras={extras} />
          </FieldRow>
        );
      })}
    </PostForm>
  );
}

type PageInput = Shell & { kind: FormKind; action: string; state: FormState; counted?: boolean } & Extras;

export function formPage(input: PageInput) {
  const { kind, action, state, product, booking, catalogue, counted, ...shell } = input;
  const { lang } = shell;
  const t = translator(lang);
  return plainPage(shell, {
    lang,
    title: state.sent ? t(titles[kind].done) : t(titles[kind].form),
    homeButton: state.sent === true,
    path: action,
    otherPath: otherLangPath(lang, action),
    counted,
    // The footer's sign-up would be this very form a second time.
    signUp: kind !== "newsletter",
    children: (
      <FormAnswer state={state} doneText={t(titles[kind].doneText)} shown={fields[kind].map((f) => f.name)}>
        <div className="mt-6">
          <PlainForm
            kind={kind}
            lang={lang}
            action={action}
            state={state}
            extras={{ product, booking, catalogue }}
          />
        </div>
      </FormAnswer>
    ),
  });
}
