import { AppToaster } from "#client/components/ui/toaster.tsx";
import { type Lang, translator } from "#shared/i18n/index.ts";

// Above the floating chat button, in the page's direction and font.
export function SiteToaster({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <AppToaster
      position="bottom-right"
      offset={{ bottom: 96, right: 24 }}
      mobileOffset={{ bottom: 88, right: 16, left: 16 }}
      dir={lang === "ar" ? "rtl" : "ltr"}
      containerAriaLabel={t("notifications")}
      toastOptions={{ className: lang === "ar" ? "font-arabic" : "font-sans" }}
    />
  );
}
