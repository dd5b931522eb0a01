import { AlertTriangle } from "lucide-react";
import { Component, type ReactNode } from "react";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";

type Props = { lang: Lang; children: ReactNode };

// A part of the app that throws while rendering shows a friendly page with a way out instead of a blank
// screen; the error still reaches the console for whoever looks.
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { lang } = this.props;
    const t = translator(lang);
    return (
      <main
        role="alert"
        lang={lang}
        dir={lang === "ar" ? "rtl" : "ltr"}
        className="flex min-h-screen items-center justify-center bg-slate-50 px-5 font-sans"
      >
        <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-lg ring-1 ring-slate-900/5">
          <div className="flex items-center gap-3">
            <AlertTriangle className="size-8 shrink-0 text-amber-600" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-ink">{t("pageFailedTitle")}</h1>
          </div>
          <p className="mt-4 text-slate-600">{t("pageFailedHint")}</p>
          <button
            type="button"
            className={`${siteButtonClass.primary} mt-8`}
            onClick={() => window.location.reload()}
          >
            {t("reloadPage")}
          </button>
        </div>
      </main>
    );
  }
}
