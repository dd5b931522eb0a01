import { downloadTexts } from "#shared/i18n/downloads.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { fileSizeText } from "#shared/product-files.ts";

export type PublicDownload = { id: string; title: string; size: number; href: string };

// A product's downloads on its page (docs/decisions/211), rendered on the server: plain links, no script needed.
// The list comes from downloads/service.ts `publicList`, already in the page's language.
export function DownloadList({ files, lang }: { files: PublicDownload[]; lang: Lang }) {
  if (files.length === 0) return null;
  const words = downloadTexts[lang];
  return (
    <section aria-labelledby="product-downloads" className="mt-8">
      <h2 id="product-downloads" className="text-lg font-semibold text-ink">
        {words.heading}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {files.map((file) => (
          <li key={file.id}>
            <a
              href={file.href}
              download
              className="site-focus flex items-center justify-between gap-4 px-4 py-3 text-brand hover:underline"
            >
              <span className="font-medium">{file.title}</span>
              <span className="shrink-0 text-sm text-slate-600" dir="ltr">
                PDF, {fileSizeText(file.size)}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
