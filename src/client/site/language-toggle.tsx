import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { Icon } from "../components/site-ui/icon";
import { useSite } from "./site-context";

// A plain link. On the landing page it goes to the server, which remembers the choice in a cookie (it sends / to
// /ar when it says ar) and answers with the other language's page, rendered whole: title, canonical, og: tags,
// structured data, lang and dir. Every other page links to itself in the other language (docs/decisions/013).
export function LanguageToggle({ className = "" }: { className?: string }) {
  const { lang, t, languageHref } = useSite();
  const other = lang === "ar" ? "en" : "ar";
  return (
    <a
      href={languageHref}
      hrefLang={other}
      lang="en"
      rel={languageHref.startsWith("/language/") ? "nofollow" : undefined}
      title={t("languageToggleLabel")}
      className={`${siteButtonClass.ghost} ${className}`}
    >
      <Icon name="languages" className="size-4" />
      {t("languageToggle")}
    </a>
  );
}
