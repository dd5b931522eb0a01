import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { notifySuccess } from "#client/lib/notify.ts";
import { minimumOrder, productsPath, samplePath } from "#shared/catalogue-paths.ts";
import { categoryLabel } from "#shared/i18n/index.ts";
import { productDescription, productName } from "#shared/product-text.ts";
import { quoteListPath } from "#shared/quote-list.ts";
import { Icon } from "../components/site-ui/icon";
import { Skeleton } from "../components/site-ui/skeleton";
import { ProductPicture } from "./product-picture";
import { quoteList, useQuoteList } from "./quote-list-store";
import { inquiryPath, type Product, useSite } from "./site-context";

type Props = {
  product: Product;
  // The catalogue's name of the product's category (docs/decisions/210); the built-in label without one.
  categoryName?: string;
  // h3 under a section's heading (the landing page, a product page's related products), h2 in the catalogue.
  titleAs?: "h2" | "h3";
};

// A product in every list of the site, the landing page's and the catalogue's: its picture and badges, a link to
// its page, its price, and the ways to ask for it. Each way is a link to its plain page until React takes over
// (on the landing page); from then on it opens its dialog.
export function ProductCard({ product, categoryName, titleAs: Title = "h3" }: Props) {
  const { lang, t, openInquiry, openQuoteList, openSample } = useSite();
  const name = productName(product, lang);
  const showsPrice = product.showPrice !== false && product.price;
  const inList = useQuoteList().some((line) => line.productId === product.id);
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white wrap-anywhere shadow-xs transition hover:-translate-y-1 hover:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <ProductPicture
        imageUrl={product.imageUrl}
        alt={name}
        zoom
        empty={
          <div className="flex size-full items-center justify-center text-brand/40">
            <Icon name="package" className="size-16" />
          </div>
        }
      >
        <div className="absolute inset-x-4 top-4 flex flex-wrap gap-2">
          <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink shadow-sm">
            {categoryName || categoryLabel(product.category, lang)}
          </span>
          {product.featured ? (
            <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-ink shadow-sm">
              {t("featured")}
            </span>
          ) : null}
        </div>
      </ProductPicture>
      <div className="@container flex flex-1 flex-col p-6">
        <Title className="text-xl font-semibold text-ink">
          <a className="site-focus rounded hover:text-brand" href={productsPath(lang, product.slug ?? "")}>
            {name}
          </a>
        </Title>
        {/* The wrapper takes the spare height; the paragraph itself stays exactly three lines tall, so no fourth
            line shows under the ellipsis and every card's footer sits at the same height. */}
        <div className="mt-2 flex-1">
          <p className="line-clamp-3 text-slate-600">{productDescription(product, lang)}</p>
        </div>
        {/* One height for both kinds of footer (a price, or the inquiry text on up to three lines), so a row's
            footers line up. In a narrow card (two columns on a small tablet, three on a laptop, a small phone)
            the price is smaller and the button has no icon, so a four-figure price and Place Order fit beside
            each other. */}
        <div className="mt-6 flex min-h-[5.25rem] items-center justify-between gap-2 border-t border-slate-100 pt-5 @2xs:gap-3">
          {showsPrice ? (
            <p className="text-lg font-bold text-ink @2xs:text-2xl">
              <span dir="ltr">${product.price}</span>
            </p>
          ) : (
            <p className="min-w-0 text-sm font-medium text-brand">{t("inquire")}</p>
          )}
          <a
            href={inquiryPath(lang, product.id)}
            className={`${siteButtonClass.card} whitespace-nowrap`}
            onClick={(event) => {
              event.preventDefault();
              openInquiry(product);
            }}
          >
            <Icon name="shopping-cart" className="hidden size-4 @2xs:block" />
            {t("placeOrder")}
          </a>
        </div>
        {/* Before React: the quote list page, at this product's quantity field. */}
        <a
          href={`${quoteListPath(lang)}#product-${product.id}`}
          aria-label={`${inList ? t("inQuote") : t("addToQuote")}: ${name}`}
          className="site-focus mt-1 inline-flex min-h-11 items-center gap-1.5 self-start rounded-full text-sm font-semibold text-brand hover:underline"
          onClick={(event) => {
            event.preventDefault();
            if (inList) return openQuoteList();
            quoteList.add(product.id, minimumOrder(product, lang));
            notifySuccess(name, t("addedToQuote"));
          }}
        >
          {inList ? (
            <Icon name="check" className="size-4" />
          ) : (
            <Icon name="clipboard-plus" className="size-4" />
          )}
          {inList ? t("inQuote") : t("addToQuote")}
        </a>
        {/* Before React: the product's sample request page. */}
        <a
          href={samplePath(lang, product.slug ?? "")}
          aria-label={`${t("requestSample")}: ${name}`}
          className="site-focus inline-flex min-h-11 items-center gap-1.5 self-start rounded-full text-sm font-semibold text-brand hover:underline"
          onClick={(event) => {
            event.preventDefault();
            openSample(product);
          }}
        >
          <Icon name="package" className="size-4" />
          {t("requestSample")}
        </a>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-skeleton"
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white"
    >
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-6 h-11 w-full rounded-full" />
      </div>
    </div>
  );
}
