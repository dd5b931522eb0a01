import { useQuery } from "@tanstack/react-query";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { productsPath } from "#shared/catalogue-paths.ts";
import { limits } from "#shared/constants.ts";
import { Icon } from "../components/site-ui/icon";
import { useTRPC } from "../lib/trpc";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import { SectionHeading } from "./section-heading";
import { useSite } from "./site-context";

const { productsShownFirst } = limits;
// As many loading skeletons as cards.
const skeletonKeys = Array.from({ length: productsShownFirst }, (_, i) => `product-skeleton-${i}`);

// The products the cards show, which the footer lists too.
export function useFooterProducts() {
  const trpc = useTRPC();
  return useQuery(trpc.products.list.queryOptions()).data?.slice(0, productsShownFirst) ?? [];
}

export function ProductsSection() {
  const { t, text, lang } = useSite();
  const trpc = useTRPC();
  const { data: products, isPending } = useQuery(trpc.products.list.queryOptions());
  const visible = products?.slice(0, productsShownFirst);

  return (
    <section
      id="products"
      aria-labelledby="products-title"
      className="below-fold scroll-mt-20 bg-slate-50 py-20 [--stand-in:calc(3110px_+_367vw)] sm:[--stand-in:calc(1610px_+_90.6vw)] lg:py-28 lg:[--stand-in:calc(1190px_+_38.8vw)] xl:[--stand-in:1670px]"
    >
      <div className="site-container">
        <SectionHeading
          id="products-title"
          eyebrow={text("products_subtitle")}
          title={text("products_title")}
          intro={text("products_description")}
        />
        {isPending ? (
          <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            <p className="sr-only">{t("loading")}</p>
            {skeletonKeys.map((key) => (
              <ProductCardSkeleton key={key} />
            ))}
          </div>
        ) : visible?.length ? (
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((product) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-14 text-center text-slate-600">{t("noProducts")}</p>
        )}
        {visible?.length ? (
          <div className="mt-12 text-center">
            <a className={siteButtonClass.secondary} href={productsPath(lang)}>
              {t("viewAllProducts")}
              <Icon name="arrow-right" className="size-4 rtl:-scale-x-100" />
            </a>
          </div>
        ) : null}
      </div>
    </section>
  );
}
