import { catalogueText } from "#shared/i18n/catalogue.ts";
import type { Lang } from "#shared/i18n/index.ts";
import { imageSrc } from "#shared/image.ts";
import { productName } from "#shared/product-text.ts";
import type { Product } from "../../features/products/service";

// The product's pictures: the first large (it is the page's largest image), the others as thumbnails that link to
// their large size, so they open without script. Alt texts in the page's language, else the product's name.
export function Gallery({ product, lang }: { product: Product; lang: Lang }) {
  const name = productName(product, lang);
  const images =
    product.gallery.length > 0
      ? product.gallery
      : product.imageUrl
        ? [{ url: product.imageUrl, alt: "", altAr: "" }]
        : [];
  const altOf = (image: (typeof images)[number]) => (lang === "ar" && image.altAr) || image.alt || name;
  const [main, ...more] = images;
  if (!main) return null;
  return (
    <div>
      <img
        src={imageSrc(main.url, 800)}
        srcSet={[400, 800, 1200].map((w) => `${imageSrc(main.url, w)} ${w}w`).join(", ")}
        sizes="(min-width: 1024px) 36rem, 100vw"
        alt={altOf(main)}
        width={1200}
        height={900}
        fetchPriority="high"
        className="aspect-[4/3] w-full rounded-3xl object-cover"
      />
      {more.length > 0 ? (
        <ul className="mt-3 grid grid-cols-4 gap-3" aria-label={catalogueText(lang)("gallery")}>
          {more.map((image) => (
            <li key={image.url}>
              <a href={imageSrc(image.url, 1200)} className="site-focus block rounded-xl">
                <img
                  src={imageSrc(image.url, 400)}
                  alt={altOf(image)}
                  width={400}
                  height={300}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-xl object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
