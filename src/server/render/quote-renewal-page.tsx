import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { quoteRevisionText } from "#shared/i18n/quote-documents.ts";
import type { Renewal } from "../features/quotes/renewal";
import { plainPage } from "./plain-page";
import type { Shell } from "./site-page";

// The answer to "Ask for a new quote" (docs/decisions/160): thanks the first time, "already asked" after.
export function renewalPage({ renewal, back, ...shell }: Shell & { renewal: Renewal; back: string }) {
  const w = quoteRevisionText[shell.lang];
  const filed = renewal.status === "filed";
  return plainPage(shell, {
    lang: shell.lang,
    title: filed ? w.filedTitle : w.alreadyTitle,
    homeButton: false,
    children: (
      <>
        <p className="mt-4 text-lg text-slate-700" role="status">
          {filed ? w.filed(renewal.reference) : w.already(renewal.reference)}
        </p>
        <p className="mt-8">
          <a href={back} className={siteButtonClass.secondary}>
            {w.back}
          </a>
        </p>
      </>
    ),
  });
}
