import { renderToStaticMarkup } from "react-dom/server";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { quoteDocumentText } from "#shared/i18n/quote-documents.ts";

// The buyer's page links to the kept PDF of the quote (docs/decisions/162): a plain link, no script needed.
export const downloadLink = (lang: Lang, pagePath: string) =>
  renderToStaticMarkup(
    <p className="no-print mx-auto max-w-3xl px-4 pb-10">
      <a href={`${pagePath}/pdf`} download className={siteButtonClass.secondary}>
        {quoteDocumentText[lang].download}
      </a>
    </p>,
  );
