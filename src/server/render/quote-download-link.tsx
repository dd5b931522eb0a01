import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { quoteDocumentText } from "#shared/i18n/quote-documents.ts";

// The buyer's page links to the kept PDF of the quote (docs/decisions/162): a plain link, no script needed.
export const DownloadLink = ({ lang, pagePath }: { lang: Lang; pagePath: string }) => (
  <p className="no-print mt-6">
    <a href={`${pagePath}/pdf`} download className={siteButtonClass.secondary}>
      {quoteDocumentText[lang].download}
    </a>
  </p>
);
