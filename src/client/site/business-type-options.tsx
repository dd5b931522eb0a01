import { businessTypes, type Lang, type Translate } from "#shared/i18n/index.ts";

// The business type choices of the inquiry form and the quote list, in the page's language, after a
// placeholder that cannot be chosen. The no-JavaScript pages of the server render the same options.
export function BusinessTypeOptions({ lang, t }: { lang: Lang; t: Translate }) {
  return (
    <>
      <option value="" disabled>
        {t("chooseBusiness")}
      </option>
      {businessTypes.map((type) => (
        <option key={type.value} value={type.value}>
          {lang === "ar" ? type.ar : type.value}
        </option>
      ))}
    </>
  );
}
