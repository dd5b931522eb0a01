import { useEffect } from "react";
import { chatLink } from "#shared/contact-links.ts";
import { aroundPlaceholder } from "#shared/i18n/index.ts";
import { productName } from "#shared/product-text.ts";
import { WhatsAppIcon } from "../components/site-ui/brand-icons";
import { NewTabLink } from "../components/site-ui/new-tab-link";
import { countView } from "./count-view";
import { InquiryForm } from "./inquiry-form";
import { type Product, useSite } from "./site-context";
import { SiteDialog } from "./site-dialog";

type Props = { product: Product | null; onClose: () => void; returnFocus: () => void };

export function InquiryDialog({ product, onClose, returnFocus }: Props) {
  const { lang, t, text } = useSite();
  const name = product ? productName(product, lang) : "";
  const [before, after] = aroundPlaceholder(t("inquiryDescription"), "product");
  const productId = product?.id;
  const chatHref = chatLink(text("contact_chat_number"), t("chatAboutProduct", { product: name }));
  useEffect(() => {
    if (productId) countView(productId);
  }, [productId]);
  return (
    <SiteDialog
      open={product !== null}
      onClose={onClose}
      returnFocus={returnFocus}
      title={t("inquiryTitle")}
      description={
        <>
          {before}
          <strong className="font-semibold text-brand">{name}</strong>
          {after}
        </>
      }
      firstFieldId="inquiry-contactName"
    >
      {product ? (
        <>
          <InquiryForm product={product} productLabel={name} onSent={onClose} onCancel={onClose} />
          {chatHref ? (
            <NewTabLink
              href={chatHref}
              className="site-focus mt-6 flex items-center justify-center gap-2 rounded-xl border border-slate-200 px-4 py-3 text-sm font-medium text-ink hover:border-brand hover:text-brand"
            >
              <WhatsAppIcon className="size-5 text-[#128c3e]" />
              {t("askOnChat")}
            </NewTabLink>
          ) : null}
        </>
      ) : null}
    </SiteDialog>
  );
}
