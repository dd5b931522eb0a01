import { Fragment, type ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { FormField, fieldA11y } from "#client/components/field.tsx";
import { limits } from "#shared/constants.ts";
import { type Field, type FormKind, fields } from "#shared/form-fields.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { drawnByForm, FieldControl } from "./field-control";
import { RatingInput } from "./rating-input";
import { useSite } from "./site-context";

type Props<T extends FieldValues, O> = {
  kind: FormKind;
  form: UseFormReturn<T, Lang, O>;
  // The ids are `<idPrefix>-<field name>`; the form's kind unless the dialog has its own.
  idPrefix?: string;
  rows?: number;
  // The controls a form draws itself (the booking's date and time); a field with no way to draw it is left out.
  controls?: Partial<Record<string, ReactNode>>;
  // What stands between two fields, after the named one.
  after?: Partial<Record<string, ReactNode>>;
};

// The fields of a site form once React runs, read from shared/form-fields.ts like the plain pages the server
// renders without JavaScript: the same names, labels, order, autofill and hints, each under its label with its
// error below.
export function SiteFields<T extends FieldValues, O>(props: Props<T, O>) {
  const { kind, form, idPrefix = kind, rows = 3, controls = {}, after = {} } = props;
  const { lang, t } = useSite();
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;

  const row = (field: Field) => {
    const id = `${idPrefix}-${field.name}`;
    const error = errors[field.name]?.message;
    const wide = field.wide ? "sm:col-span-2" : undefined;
    if (field.kind === "rating") {
      return (
        <div className={wide}>
          <Controller
            control={form.control}
            name={field.name as Path<T>}
            render={({ field: rating }) => (
              <RatingInput
                name={rating.name}
                value={rating.value ?? limits.ratingDefault}
                onChange={rating.onChange}
                label={t(field.label)}
              />
            )}
          />
        </div>
      );
    }
    if (drawnByForm.has(field.kind) && !controls[field.name]) return null;
    const attributes = { ...fieldA11y(id, error), ...form.register(field.name as Path<T>) };
    const input = controls[field.name] ?? (
      <FieldControl field={field} attributes={attributes} lang={lang} t={t} rows={rows} />
    );
    return (
      <FormField id={id} label={t(field.label)} error={error} className={wide}>
        {input}
      </FormField>
    );
  };

  return fields[kind].map((field) => (
    <Fragment key={field.name}>
      {row(field)}
      {after[field.name]}
    </Fragment>
  ));
}
