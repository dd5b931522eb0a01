import { AlertTriangle } from "lucide-react";
import { Component, type ReactNode } from "react";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";
import { MessagePage } from "./message-page";

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
    const t = translator(this.props.lang);
    return (
      <MessagePage
        alert
        icon={AlertTriangle}
        iconClass="text-amber-600"
        title={t("pageFailedTitle")}
        hint={t("pageFailedHint")}
        action={
          <button type="button" className={siteButtonClass.primary} onClick={() => window.location.reload()}>
            {t("reloadPage")}
          </button>
        }
      />
    );
  }
}
