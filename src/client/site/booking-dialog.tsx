import { Dialog } from "#client/components/ui/dialog.tsx";
import type { ContentText } from "#shared/content-text.ts";
import { BookingForm } from "./booking-form";
import { useSite } from "./site-context";

type Props = { open: boolean; english: ContentText; onClose: () => void; returnFocus: () => void };

export function BookingDialog({ open, english, onClose, returnFocus }: Props) {
  const { lang, t } = useSite();
  return (
    <Dialog
      tone="site"
      lang={lang}
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t("bookTitle")}
      description={t("bookIntro")}
      closeLabel={t("close")}
      onOpenAutoFocus={(event) => {
        // Start at the first field rather than the close button.
        event.preventDefault();
        document.getElementById("booking-companyName")?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      {open ? <BookingForm english={english} onSent={onClose} /> : null}
    </Dialog>
  );
}
