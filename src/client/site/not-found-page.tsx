import { AlertCircle } from "lucide-react";
import { MessagePage } from "#client/components/message-page.tsx";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";

// Unknown paths under /ar/ speak Arabic and lead back to the Arabic page (see app.tsx); the others speak English.
export function NotFoundPage({ lang = "en" }: { lang?: Lang }) {
  const t = translator(lang);
  return (
    <MessagePage
      icon={AlertCircle}
      iconClass="text-red-600"
      title={t("notFoundTitle")}
      hint={t("notFoundHint")}
      action={
        <a href={lang === "ar" ? "/ar" : "/"} className={siteButtonClass.primary}>
          {t("backHome")}
        </a>
      }
    />
  );
}
