import type { ReactNode } from "react";
import { eyebrowClass } from "#client/components/site-ui/styles.ts";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { DownloadList } from "#client/site/downloads/download-list.tsx";
import { ProductCard } from "#client/site/product-card.tsx";
import { inquiryPath } from "#client/site/site-context.tsx";
import { productsPath, samplePath, unitOf } from "#shared/catalogue-paths.ts";
import { chatLink } from "#shared/contact-links.ts";
import { formatCount } from "#shared/counted.ts";
import { catalogueText } from "#shared/i18n/catalogue.ts";
import { type Lang, translator } from "#shared/i18n/index.ts";
import { productDescription, productName } from "#shared/product-text.ts";
import { quoteListPath } from "#shared/quote-list.ts";
import type { Product } from "../../features/products/service";
import { type Shell, sitePage } from "../site-page";
import { otherLang } from "../site-text";
import { Price } from "./price";
import { Gallery } from "./product-gallery";
import { productHead } from "./product-seo";

export type ProductView = {
  product: Product;
  categoryName: string;
  related: Product[];
  // The product's downloads list (DownloadList, docs/decisions/211).
  downloads?: ReactNode;
};

const sectionTitle = "text-xl font-bold text-ink";
const cell = "border-b border-slate-100 px-4 py-2 text-start align-top";

const unitIn = (p: Product, lang: Lang) => unitOf(p, lang) || catalogueText(lang)("unitFallback");

type Fact = { label: string; value: ReactNode };

// How it is sold, its quantity prices and its specifications: one look, their columns lined up.
function Facts({ facts, caption }: { facts: Fact[]; caption?: string }) {
  return (
    <table className="mt-3 w-full table-fixed text-sm text-slate-700">
      {caption ? <caption className="pb-1 text-start font-semibold text-ink">{caption}</caption> : null}
      <tbody>
        {facts.map(({ label, value }) => (
          <tr key={label}>
            <th className={`${cell} w-1/2 font-medium`} scope="row">
              {label}
            </th>
            <td className={cell}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HowSold({ product, lang }: { product: Product; lang: Lang }) {
  const c = catalogueText(lang);
  const unit = unitIn(product, lang);
  const facts: Fact[] = [
    { label: c("unitOfSale"), value: unit },
    ...(product.piecesPerUnit
      ? [{ label: c("piecesPerUnit"), value: formatCount(product.piecesPerUnit) }]
      : []),
    { label: c("minimumOrder"), value: `${formatCount(product.minOrder)} ${unit}` },
    ...(product.orderMultiple > 1
      ? [{ label: c("orderMultiple"), value: formatCount(product.orderMultiple) }]
      : []),
  ];
  const prices = product.quantityPrices.map((row) => ({
    label: c("fromQuantity", { quantity: `${formatCount(row.minQuantity)} ${unit}` }),
    value: <span dir="ltr">${row.price}</span>,
  }));
  return (
    <section className="mt-8">
      <h2 className={sectionTitle}>{c("howSold")}</h2>
      <Facts facts={facts} />
      {prices.length > 0 ? <Facts facts={prices} caption={c("quantityPrices")} /> : null}
    </section>
  );
}

function Specifications({ product, lang }: { product: Product; lang: Lang }) {
  const c = catalogueText(lang);
  const facts = product.specTable.map((r) => ({
    label: (lang === "ar" && r.labelAr) || r.label,
    value: (lang === "ar" && r.valueAr) || r.value,
  }));
  if (facts.length === 0 && !product.specifications?.length) return null;
  return (
    <section className="mt-8">
      <h2 className={sectionTitle}>{c("specifications")}</h2>
      {facts.length > 0 ? (
        <Facts facts={facts} />
      ) : (
        <ul className="mt-3 list-disc ps-5 text-slate-700">
          {product.specifications?.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Actions({ product, lang, chatNumber }: { product: Product; lang: Lang; chatNumber: string }) {
  const t = translator(lang);
  const c = catalogueText(lang);
  const name = productName(product, lang);
  const chatHref = chatLink(chatNumber, t("chatAboutProduct", { product: name }));
  const link = "site-focus rounded-full text-sm font-semibold text-brand hover:underline";
  return (
    <div className="mt-6 flex flex-wrap items-center gap-4">
      <a className={siteButtonClass.primary} href={inquiryPath(lang, product.id)}>
        {t("placeOrder")}
      </a>
      <form method="post" action={`${quoteListPath(lang)}/add`}>
        <input type="hidden" name="productId" value={product.id} />
        <button type="submit" className={`${link} cursor-pointer`}>
          {t("addToQuote")}
        </button>
      </form>
      <a className={link} href={samplePath(lang, product.slug ?? "")}>
        {c("requestSample")}
      </a>
      {chatHref ? (
        <a className={link} href={chatHref} rel="noopener">
          {t("chatOnWhatsApp")}
        </a>
      ) : null}
    </div>
  );
}

export function productPage(shell: Shell, view: ProductView) {
  const { lang } = shell;
  const { product, categoryName, related, downloads } = view;
  const c = catalogueText(lang);
  const t = translator(lang);
  const name = productName(product, lang);
  const slug = product.slug ?? "";
  const categoryHref = `${productsPath(lang)}?category=${product.category}`;
  const main = (
    <>
      <nav aria-label={c("breadcrumb")} className="text-sm text-slate-600">
        <a className="site-focus rounded hover:text-brand" href={productsPath(lang)}>
          {t("navProducts")}
        </a>
        {" / "}
        <a className="site-focus rounded hover:text-brand" href={categoryHref}>
          {categoryName}
        </a>
      </nav>
      {/* A code or an address with no break in it (EN1276/EN13727/...) wraps instead of widening a phone's page. */}
      <article className="mt-6 grid gap-10 wrap-anywhere lg:grid-cols-2">
        <Gallery product={product} lang={lang} />
        <div>
          <p className={eyebrowClass}>{categoryName}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{name}</h1>
          <div className="mt-4">
            <Price product={product} lang={lang} />
          </div>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">{productDescription(product, lang)}</p>
          <Actions product={product} lang={lang} chatNumber={shell.text("contact_chat_number")} />
          <HowSold product={product} lang={lang} />
          <Specifications product={product} lang={lang} />
          {downloads}
        </div>
      </article>
      {related.length > 0 ? (
        <section className="mt-16">
          <h2 className={sectionTitle}>{c("related", { category: categoryName })}</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((p) => (
              <li key={p.id} className="flex">
                <ProductCard product={p} categoryName={categoryName} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
  const otherSlugPath = productsPath(otherLang(lang), slug);
  return sitePage(shell, { ...productHead(shell, view), otherPath: otherSlugPath }, main);
}

// The product's datasheets and certificates, when it has any (docs/decisions/211).
export const downloadsList = (files: Parameters<typeof DownloadList>[0]["files"], lang: Lang) =>
  files.length > 0 ? <DownloadList files={files} lang={lang} /> : undefined;
