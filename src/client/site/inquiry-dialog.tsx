import { X } from "lucide-react";
import { Dialog } from "radix-ui";
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
    <Dialog.Root open={product !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          dir={lang === "ar" ? "rtl" : "ltr"}
          lang={lang}
          onOpenAutoFocus={(event) => {
            // Start at the first field rather than the close button.
            event.preventDefault();
            document.getElementById("inquiry-contactName")?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 ${
            lang === "ar" ? "font-arabic" : ""
          }`}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-ink">{t("inquiryTitle")}</Dialog.Title>
              <Dialog.Description className="mt-1.5 text-slate-600">
                {before}
                <strong className="font-semibold text-brand">{name}</strong>
                {after}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="site-focus -m-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-ink"
              aria-label={t("close")}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {product ? (
            <InquiryForm product={product} productLabel={name} onSent={onClose} onCancel={onClose} />
          ) : null}
          {product ? (
            <a
              href={chatLink(text("contact_chat_number"), t("chatAboutProduct", { product: name }))}
              target="_blank"
              rel="noopener noreferrer"
              className="site-focus mt-6 flex items-center justify-center gap-2 rounded-xl border border-slate-200 px-4 py-3 text-sm font-medium text-ink hover:border-brand hover:text-brand"
            >
              <WhatsAppIcon className="size-5 text-[#128c3e]" />
              {t("askOnChat")}
            </a>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
