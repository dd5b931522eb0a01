import { inputClass } from "#client/components/site-ui/styles.ts";
import type { Field } from "#shared/form-fields.ts";
import type { Lang, Translate } from "#shared/i18n/index.ts";
import { BusinessTypeOptions } from "./business-type-options";

// What ties a control to its form: its id, name and error links, and once React runs the registered field's
// handlers. The plain pages the server renders pass the posted value back as `defaultValue`.
type Props = {
  field: Field;
  attributes: { id: string; name: string };
  defaultValue?: string;
  lang: Lang;
  t: Translate;
  rows: number;
};

export const drawnByForm = new Set<Field["kind"]>(["date", "time", "quantities", "rating"]);

// One field's control as shared/form-fields.ts describes it, the same in the site's React forms and on the plain
// pages. The kinds a form draws itself (the booking's date and time, the quote list's quantities, the rating)
// give nothing here.
export function FieldControl({ field, attributes, defaultValue, lang, t, rows }: Props) {
  switch (field.kind) {
    case "email":
    case "tel":
      return (
        <input
          {...attributes}
          type={field.kind}
          autoComplete={field.kind}
          maxLength={field.maxLength}
          dir="ltr"
          className={`${inputClass} rtl:text-end`}
          defaultValue={defaultValue}
        />
      );
    case "textarea":
      return (
        <textarea
          {...attributes}
          rows={rows}
          maxLength={field.maxLength}
          className={inputClass}
          defaultValue={defaultValue}
        />
      );
    case "select":
      return (
        <select {...attributes} className={inputClass} defaultValue={defaultValue}>
          <BusinessTypeOptions lang={lang} t={t} />
        </select>
      );
    case "appointmentKind":
      return (
        <select {...attributes} className={inputClass} defaultValue={defaultValue}>
          <option value="visit">{t("kindVisit")}</option>
          <option value="call">{t("kindCall")}</option>
        </select>
      );
    case undefined:
      return (
        <input
          {...attributes}
          type="text"
          autoComplete={field.autoComplete ?? "off"}
          placeholder={field.placeholder && t(field.placeholder)}
          maxLength={field.maxLength}
          className={inputClass}
          defaultValue={defaultValue}
        />
      );
    default:
      return null;
  }
}
