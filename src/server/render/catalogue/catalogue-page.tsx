import { eyebrowClass, inputClass } from "#client/components/site-ui/styles.ts";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { ProductCard } from "#client/site/product-card.tsx";
import { type CatalogueQuery, catalogueSearch, catalogueSorts } from "#shared/catalogue.ts";
import { productsPath } from "#shared/catalogue-paths.ts";
import { catalogueText } from "#shared/i18n/catalogue.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";
import { searchMaxLength } from "#shared/search-text.ts";
import type { Product } from "../../features/products/service";
import { type Shell, sitePage } from "../site-page";
import { otherLang } from "../site-text";

export type CategoryCount = {
  slug: string;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  count: number;
};
export type CatalogueView = {
  query: CatalogueQuery;
  categories: CategoryCount[];
  products: Product[];
  total: number;
  pages: number;
};

const sortKeys = {
  featured: "sortFeatured",
  newest: "sortNewest",
  name: "sortName",
  price: "sortPrice",
} as const;
export const categoryNameIn = (c: Pick<CategoryCount, "name" | "nameAr">, lang: Lang) =>
  (lang === "ar" && c.nameAr) || c.name;

function Filters({ view, lang }: { view: CatalogueView; lang: Lang }) {
  const c = catalogueText(lang);
  const { query } = view;
  const all = view.categories.reduce((sum, cat) => sum + cat.count, 0);
  const chip = (active: boolean) =>
    `site-focus inline-flex rounded-full border px-4 py-2 text-sm font-medium ${active ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-ink hover:border-brand"}`;
  return (
    <>
      <nav aria-label={c("categoryFilter")} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <a
              className={chip(!query.category)}
              href={`${productsPath(lang)}${catalogueSearch({ ...query, category: undefined, page: 1 })}`}
              aria-current={!query.category ? "page" : undefined}
            >
              {c("allCategories")} ({all})
            </a>
          </li>
          {view.categories.map((cat) => (
            <li key={cat.slug}>
              <a
                className={chip(query.category === cat.slug)}
                href={`${productsPath(lang)}${catalogueSearch({ ...query, category: cat.slug, page: 1 })}`}
                aria-current={query.category === cat.slug ? "page" : undefined}
              >
                {categoryNameIn(cat, lang)} ({cat.count})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={productsPath(lang)} className="mt-6 flex flex-wrap items-end gap-3">
        {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
        <label className="flex min-w-60 flex-1 flex-col gap-1 text-sm font-medium">
          {c("searchLabel")}
          <input
            className={inputClass}
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            placeholder={c("searchPlaceholder")}
            maxLength={searchMaxLength}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {c("sortLabel")}
          <select className={inputClass} name="sort" defaultValue={query.sort}>
            {catalogueSorts.map((sort) => (
              <option key={sort} value={sort}>
                {c(sortKeys[sort])}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={siteButtonClass.primary}>
          {c("apply")}
        </button>
      </form>
    </>
  );
}

function Pager({ view, lang }: { view: CatalogueView; lang: Lang }) {
  const c = catalogueText(lang);
  const { page } = view.query;
  if (view.pages <= 1) return null;
  const href = (to: number) => `${productsPath(lang)}${catalogueSearch({ ...view.query, page: to })}`;
  return (
    <nav
      className="mt-10 flex flex-wrap items-center gap-3"
      aria-label={c("pageOf", { page, pages: view.pages })}
    >
      {page > 1 ? (
        <a className={siteButtonClass.secondary} href={href(page - 1)} rel="prev">
          {c("previousPage")}
        </a>
      ) : null}
      <span className="text-sm text-slate-600">{c("pageOf", { page, pages: view.pages })}</span>
      {page < view.pages ? (
        <a className={siteButtonClass.secondary} href={href(page + 1)} rel="next">
          {c("nextPage")}
        </a>
      ) : null}
    </nav>
  );
}

export function cataloguePage(shell: Shell, view: CatalogueView) {
  const { lang } = shell;
  const c = catalogueText(lang);
  const names = new Map(view.categories.map((cat) => [cat.slug, categoryNameIn(cat, lang)]));
  const current = view.categories.find((cat) => cat.slug === view.query.category);
  const title = current ? categoryNameIn(current, lang) : c("catalogueTitle");
  // In the page's language only: an Arabic page never shows the English description, nor does a search engine.
  const intro =
    (current && (lang === "ar" ? current.descriptionAr : current.description)) || c("catalogueIntro");
  const main = (
    <>
      <p className={eyebrowClass}>{shell.siteName}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">{intro}</p>
      <Filters view={view} lang={lang} />
      <p className="mt-8 text-sm text-slate-600" role="status">
        {translator(lang).count("products", view.total)}
      </p>
      {view.products.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {view.products.map((p) => (
            <li key={p.id} className="flex">
              <ProductCard product={p} categoryName={names.get(p.category)} titleAs="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-lg text-slate-600">{c("noResults")}</p>
      )}
      <Pager view={view} lang={lang} />
    </>
  );
  const search = catalogueSearch(view.query);
  return sitePage(
    shell,
    {
      title: `${title} | ${shell.siteName}`,
      description: intro,
      path: `${productsPath(lang)}${search}`,
      otherPath: `${productsPath(otherLang(lang))}${search}`,
      // A search's results are for the visitor, not for the index.
      noindex: Boolean(view.query.q),
    },
    main,
  );
}
