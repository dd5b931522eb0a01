import { ProductPicture } from "#client/site/product-picture.tsx";
import { productsPath } from "#shared/catalogue-paths.ts";
import { categoryLabel, type Lang, translator } from "#shared/i18n/index.ts";
import { productDescription, productName } from "#shared/product-text.ts";
import type { Product } from "../../features/products/service";

// The price exactly as the landing page's card shows it: the stored price, or "Inquire" (spec §3). The public
// product carries a null price when the owner hides it, so nothing else can show.
export function Price({ product, lang, large }: { product: Product; lang: Lang; large?: boolean }) {
  const t = translator(lang);
  return product.price !== null ? (
    <p className={`${large ? "text-3xl" : "text-2xl"} font-bold text-ink`}>
      <span dir="ltr">${product.price}</span>
    </p>
  ) : (
    <p className="text-sm font-medium text-brand">{t("inquire")}</p>
  );
}

// One product in the catalogue's grid and under "More in ...": a link to its page.
export function ProductTile({
  product,
  lang,
  categoryName,
}: {
  product: Product;
  lang: Lang;
  categoryName: string;
}) {
  const name = productName(product, lang);
  const href = productsPath(lang, product.slug ?? "");
  return (
    <li className="flex">
      <article className="flex w-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white wrap-anywhere shadow-xs">
        <ProductPicture imageUrl={product.imageUrl} alt={name}>
          <span className="absolute top-4 start-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink shadow-sm">
            {categoryName || categoryLabel(product.category, lang)}
          </span>
        </ProductPicture>
        <div className="flex flex-1 flex-col p-6">
          <h2 className="text-xl font-semibold text-ink">
            <a className="site-focus rounded hover:text-brand" href={href}>
              {name}
            </a>
          </h2>
          <div className="mt-2 flex-1">
            <p className="line-clamp-3 text-slate-600">{productDescription(product, lang)}</p>
          </div>
          <div className="mt-6 border-t border-slate-100 pt-5">
            <Price product={product} lang={lang} />
          </div>
        </div>
      </article>
    </li>
  );
}
