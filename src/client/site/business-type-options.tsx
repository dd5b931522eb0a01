import { businessTypes } from "#shared/i18n/index.ts";
import { useSite } from "./site-context";

// The business type choices of the inquiry form and the quote list, in the page's language, after a
// placeholder that cannot be chosen.
export function BusinessTypeOptions() {
  const { lang, t } = useSite();
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
