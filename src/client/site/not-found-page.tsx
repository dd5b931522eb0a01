import { AlertCircle } from "lucide-react";
import { MessagePage } from "#client/components/message-page.tsx";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { translator } from "#shared/i18n/index.ts";

// The admin's screen for a path it does not know; the site's own 404 page is the server's (render/plain-page.tsx).
export function NotFoundPage() {
  const t = translator("en");
  return (
    <MessagePage
      icon={AlertCircle}
      iconClass="text-red-600"
      title={t("notFoundTitle")}
      hint={t("notFoundHint")}
      action={
        <a href="/" className={siteButtonClass.primary}>
          {t("backHome")}
        </a>
      }
    />
  );
}
