import type { ReactNode } from "react";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { type Lang, type MessageKey, translator } from "#shared/i18n/index.ts";
import { type Page, type Shell, sitePage } from "./site-page";
import { pagePath } from "./site-text";

// The routes import the pages when they first render one, so the API starts without React (boot.test.ts).

type CardProps = { lang: Lang; title: string; homeButton: boolean; children: ReactNode };

// The main content of a page that says one thing or holds one form: a card with its title, and the way home.
export function PlainCard({ lang, title, homeButton, children }: CardProps) {
  return (
    <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-xs sm:p-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {children}
      {homeButton && (
        <p className="mt-8">
          <a href={pagePath(lang)} className={siteButtonClass.primary}>
            {translator(lang)("backHome")}
          </a>
        </p>
      )}
    </div>
  );
}

// A page of one card, kept out of search engines: a form's, its answer's, a quote's answer.
export function plainPage(shell: Shell, page: Omit<Page, "title"> & CardProps) {
  const { lang, title, homeButton, children, ...head } = page;
  return sitePage(
    shell,
    { noindex: true, ...head, title: `${title} | ${shell.siteName}` },
    <PlainCard lang={lang} title={title} homeButton={homeButton}>
      {children}
    </PlainCard>,
  );
}

type MessagePageProps = { title: MessageKey; text: MessageKey; button?: MessageKey };

// A page that says one thing, with a button that posts back to the same address when there is something to do
// (the newsletter's links, docs/decisions/130): opening it changes nothing.
export function messagePage(shell: Shell, { title, text, button }: MessagePageProps) {
  const t = translator(shell.lang);
  return plainPage(shell, {
    lang: shell.lang,
    title: t(title),
    homeButton: button === undefined,
    children: (
      <>
        <p className="mt-4 text-lg text-slate-700" role="status">
          {t(text)}
        </p>
        {button && (
          <form method="post" className="mt-6">
            <button type="submit" className={siteButtonClass.primary}>
              {t(button)}
            </button>
          </form>
        )}
      </>
    ),
  });
}

// The page of an unknown path, in Arabic under /ar/ (spec: "404 Page Not Found" with its hint).
export function notFoundPage(shell: Shell) {
  const t = translator(shell.lang);
  return plainPage(shell, {
    lang: shell.lang,
    title: t("notFoundTitle"),
    homeButton: true,
    children: <p className="mt-4 text-slate-600">{t("notFoundHint")}</p>,
  });
}
