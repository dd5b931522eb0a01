import { AppToaster } from "#client/components/ui/toaster.tsx";
import { useSite } from "./site-context";

// Above the floating chat button, in the page's direction and font.
export function SiteToaster() {
  const { lang, t } = useSite();
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
