import { Languages } from "lucide-react";
import { useLocation } from "wouter";
import { langCookie } from "#client/lib/lang.ts";
import { buttonClass } from "../components/site-ui/styles";
import { useSite } from "./site-context";

// Remembers the choice in a cookie (the server sends / to /ar when it says ar) and moves to the other page.
export function LanguageToggle({ className = "" }: { className?: string }) {
  const { lang, t } = useSite();
  const [, navigate] = useLocation();
  const other = lang === "ar" ? "en" : "ar";
  const href = other === "ar" ? "/ar" : "/";
  return (
    <a
      href={href}
      hrefLang={other}
      lang="en"
      title={t("languageToggleLabel")}
      className={`${buttonClass.ghost} ${className}`}
      onClick={(event) => {
        event.preventDefault();
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
        document.cookie = langCookie(other);
        document.documentElement.lang = other;
        document.documentElement.dir = other === "ar" ? "rtl" : "ltr";
        navigate(href);
      }}
    >
      <Languages className="size-4" aria-hidden="true" />
      {t("languageToggle")}
    </a>
  );
}
