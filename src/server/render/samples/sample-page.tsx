import { inputClass } from "#client/components/site-ui/styles.ts";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { sampleTexts } from "#shared/i18n/samples.ts";
import { sampleFields } from "#shared/sample-request.ts";
import { htmlDocument, PlainPage, type Shell } from "../plain-page";

export type SampleFormState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: string;
  sent?: boolean;
};

type Props = { lang: Lang; action: string; product: string; state: SampleFormState };

const ltr = new Set(["email", "tel"]);

function SampleForm({ lang, action, product, state }: Props) {
  const words = sampleTexts[lang];
  const [before = "", after = ""] = words.intro.split("{product}");
  return (
    <form method="post" action={action} className="relative mt-6 grid gap-5 sm:grid-cols-2">
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <p className="text-slate-600 sm:col-span-2">
        {before}
        <strong className="font-semibold text-brand">{product}</strong>
        {after}
      </p>
      {sampleFields.map((field) => {
        const id = `sample-${field.name}`;
        const error = state.errors[field.name];
        const common = {
          id,
          name: field.name,
          className: `${inputClass}${ltr.has(field.kind) ? " rtl:text-end" : ""}`,
          autoComplete: field.autocomplete,
          defaultValue: state.values[field.name] ?? "",
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        };
        return (
          <div key={field.name} className={field.kind === "textarea" ? "sm:col-span-2" : undefined}>
            <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
              {words.labels[field.name]}
            </label>
            {field.kind === "textarea" ? (
              <textarea rows={3} {...common} />
            ) : (
              <input
                type={field.kind}
                dir={ltr.has(field.kind) ? "ltr" : undefined}
                placeholder={field.name === "quantity" ? words.quantityHint : undefined}
                {...common}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <button type="submit" className={siteButtonClass.primary}>
          {words.send}
        </button>
      </div>
    </form>
  );
}

// The page's card body; the shell (header, CSS, title) is the site's plain page around it.
function SampleMain(props: Props) {
  const { state } = props;
  if (state.sent) {
    return (
      <p className="mt-4 text-lg text-slate-700" role="status">
        {sampleTexts[props.lang].doneText}
      </p>
    );
  }
  // Errors of a field the form does not show (the honeypot, the product) still say why nothing was stored.
  const shown = new Set<string>(sampleFields.map((field) => field.name));
  const other = Object.entries(state.errors).find(([name]) => !shown.has(name))?.[1];
  const notice = state.notice ?? other;
  return (
    <>
      {notice && (
        <p className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800" role="alert">
          {notice}
        </p>
      )}
      <SampleForm {...props} />
    </>
  );
}

export function samplePage({ shell, title, ...props }: Props & { shell: Shell; title: string }) {
  return htmlDocument(
    <PlainPage {...shell} title={title} homeButton={props.state.sent === true}>
      <SampleMain {...props} />
    </PlainPage>,
  );
}
