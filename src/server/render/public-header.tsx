import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { blogPath } from "#shared/blog.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";
import { quoteListPath } from "#shared/quote-list.ts";

// The header of the public pages that carry no script (the blog's and the catalogue's): the site's name, its
// sections, the buyer's quote list (docs/decisions/161), and the same page in the other language.
export const otherLang = (lang: Lang): Lang => (lang === "ar" ? "en" : "ar");
export const dirOf = (lang: Lang) => (lang === "ar" ? "rtl" : "ltr");
const home = (lang: Lang) => (lang === "ar" ? "/ar" : "/");
// The same page in the other language: /ar/contact and /contact.
export const otherLangPath = (lang: Lang, path: string) =>
  lang === "ar" ? path.replace(/^\/ar(?=\/|$)/, "") || "/" : `/ar${path === "/" ? "" : path}`;

// The link to the same page in the other language, written in that language.
export function LanguageLink({ lang, href }: { lang: Lang; href: string }) {
  const other = otherLang(lang);
  return (
    <a className={siteButtonClass.ghost} href={href} hrefLang={other} lang={other} dir={dirOf(other)}>
      {lang === "ar" ? "English" : "العربية"}
    </a>
  );
}
const navClass = "site-focus rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand";

type Props = { lang: Lang; siteName: string; otherPath: string; productsHref: string };

export function PublicHeader({ lang, siteName, otherPath, productsHref }: Props) {
  const t = translator(lang);
  const links: Array<[string, string]> = [
    [home(lang), t("navHome")],
    [productsHref, t("navProducts")],
    [blogPath(lang), t("navBlog")],
    [`${home(lang)}#contact`, t("navContact")],
    [quoteListPath(lang), t("quoteList")],
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="site-container flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <a href={home(lang)} className="site-focus rounded-md text-lg font-bold text-ink">
          {siteName}
        </a>
        <nav aria-label={t("mainNav")}>
          <ul className="flex flex-wrap items-center gap-1">
            {links.map(([href, label]) => (
              <li key={href}>
                <a className={navClass} href={href}>
                  {label}
                </a>
              </li>
            ))}
            <li>
              <LanguageLink lang={lang} href={otherPath} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
