import { AlertCircle } from "lucide-react";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";

// Unknown paths under /ar/ speak Arabic and lead back to the Arabic page (see app.tsx); the others speak English.
export function NotFoundPage({ lang = "en" }: { lang?: Lang }) {
  const t = translator(lang);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-5 font-sans">
      <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-lg ring-1 ring-slate-900/5">
        <div className="flex items-center gap-3">
          <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-ink">{t("notFoundTitle")}</h1>
        </div>
        <p className="mt-4 text-slate-600">{t("notFoundHint")}</p>
        <a href={lang === "ar" ? "/ar" : "/"} className={`${siteButtonClass.primary} mt-8`}>
          {t("backHome")}
        </a>
      </div>
    </main>
  );
}
