import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { langCookie } from "#client/lib/lang.ts";
import { Icon } from "../components/site-ui/icon";
import { useSite } from "./site-context";

// Remembers the choice in a cookie (the server sends / to /ar when it says ar) and loads the other page.
export function LanguageToggle({ className = "" }: { className?: string }) {
  const { lang, t } = useSite();
  const other = lang === "ar" ? "en" : "ar";
  const href = other === "ar" ? "/ar" : "/";
  return (
    <a
      href={href}
      hrefLang={other}
      lang="en"
      title={t("languageToggleLabel")}
      className={`${siteButtonClass.ghost} ${className}`}
      // A plain navigation (no client-side routing), so the server renders the whole page in the other language:
      // title, canonical, og: tags, structured data, lang and dir.
      onClick={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
        document.cookie = langCookie(other);
      }}
    >
      <Icon name="languages" className="size-4" />
      {t("languageToggle")}
    </a>
  );
}
