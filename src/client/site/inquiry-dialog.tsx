import { Dialog } from "#client/components/ui/dialog.tsx";
import { aroundPlaceholder } from "#shared/i18n/index.ts";
import { WhatsAppIcon } from "../components/site-ui/brand-icons";
import { InquiryForm } from "./inquiry-form";
import { chatLink, type Product, productName, useSite } from "./site-context";

type Props = { product: Product | null; onClose: () => void; returnFocus: () => void };

export function InquiryDialog({ product, onClose, returnFocus }: Props) {
  const { lang, t, text } = useSite();
  const name = product ? productName(product, lang) : "";
  const [before, after] = aroundPlaceholder(t("inquiryDescription"), "product");
  return (
    <Dialog
      tone="site"
      lang={lang}
      open={product !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("inquiryTitle")}
      description={
        <>
          {before}
          <strong className="font-semibold text-brand">{name}</strong>
          {after}
        </>
      }
      closeLabel={t("close")}
      onOpenAutoFocus={(event) => {
        // Start at the first field rather than the close button.
        event.preventDefault();
        document.getElementById("inquiry-contactName")?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      {product ? (
        <>
          <InquiryForm product={product} productLabel={name} onSent={onClose} onCancel={onClose} />
          <a
            href={chatLink(text("contact_chat_number"), t("chatAboutProduct", { product: name }))}
            target="_blank"
            rel="noopener noreferrer"
            className="site-focus mt-6 flex items-center justify-center gap-2 rounded-xl border border-slate-200 px-4 py-3 text-sm font-medium text-ink hover:border-brand hover:text-brand"
          >
            <WhatsAppIcon className="size-5 text-[#128c3e]" />
            {t("askOnChat")}
          </a>
        </>
      ) : null}
    </Dialog>
  );
}
