import { Toaster } from "sonner";
import { limits } from "../../shared/constants";
import { useSite } from "./site-context";

const toastMaxWidth = 420;

// §9: one toast at a time, 5 s, swipe right to dismiss, F8 focuses the region, at most 420 px wide; errors red.
export function SiteToaster() {
  const { lang, t } = useSite();
  return (
    <Toaster
      position="bottom-right"
      offset={{ bottom: 96, right: 24 }}
      mobileOffset={{ bottom: 88, right: 16, left: 16 }}
      visibleToasts={1}
      duration={limits.toastDurationMs}
      swipeDirections={["right"]}
      hotkey={["F8"]}
      richColors
      closeButton
      dir={lang === "ar" ? "rtl" : "ltr"}
      containerAriaLabel={t("notifications")}
      style={{ maxWidth: toastMaxWidth }}
      toastOptions={{
        style: { maxWidth: toastMaxWidth },
        className: lang === "ar" ? "font-arabic" : "font-sans",
      }}
    />
  );
}
