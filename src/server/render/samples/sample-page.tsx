import { inputClass } from "#client/components/site-ui/styles.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { sampleTexts } from "#shared/i18n/samples.ts";
import { sampleFields } from "#shared/sample-request.ts";
import { errorLinks, FieldRow, FormAnswer, type FormState, PostForm } from "../form-parts";
import { plainPage } from "../plain-page";
import type { Shell } from "../site-page";
import { otherLangPath } from "../site-text";

type Props = { lang: Lang; action: string; product: string; state: FormState };
type SamplePage = { shell: Shell; title: string; counted: boolean };

const ltr = new Set(["email", "tel"]);

function SampleForm({ lang, action, product, state }: Props) {
  const words = sampleTexts[lang];
  const [before = "", after = ""] = words.intro.split("{product}");
  return (
    <PostForm action={action} source={state.values.source} send={words.send} className="mt-6">
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
          maxLength: field.maxLength,
          defaultValue: state.values[field.name] ?? "",
          ...errorLinks(id, error),
        };
        return (
          <FieldRow
            key={field.name}
            id={id}
            label={words.labels[field.name]}
            error={error}
            wide={field.kind === "textarea"}
          >
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
          </FieldRow>
        );
      })}
    </PostForm>
  );
}

export function samplePage({ shell, title, counted, ...props }: Props & SamplePage) {
  return plainPage(shell, {
    lang: props.lang,
    title,
    homeButton: props.state.sent === true,
    path: props.action,
    otherPath: otherLangPath(props.lang, props.action),
    counted,
    children: (
      <FormAnswer
        state={props.state}
        doneText={sampleTexts[props.lang].doneText}
        shown={sampleFields.map((field) => field.name)}
      >
        <SampleForm {...props} />
      </FormAnswer>
    ),
  });
}
