import { sampleTexts } from "#shared/i18n/samples.ts";
import { productName } from "#shared/product-text.ts";
import { type Product, useSite } from "../site-context";
import { SiteDialog } from "../site-dialog";
import { SampleForm } from "./sample-form";

type Props = { product: Product | null; onClose: () => void; returnFocus: () => void };

// "Request a sample" from a product card, once React runs; before that the card links to the plain page.
export function SampleDialog({ product, onClose, returnFocus }: Props) {
  const { lang } = useSite();
  const words = sampleTexts[lang];
  const [before = "", after = ""] = words.intro.split("{product}");
  return (
    <SiteDialog
      open={product !== null}
      onClose={onClose}
      returnFocus={returnFocus}
      title={words.title}
      description={
        <>
          {before}
          <strong className="font-semibold text-brand">{product ? productName(product, lang) : ""}</strong>
          {after}
        </>
      }
      firstFieldId="sample-companyName"
    >
      {product ? <SampleForm product={product} onSent={onClose} onCancel={onClose} /> : null}
    </SiteDialog>
  );
}
