import { Dialog } from "#client/components/ui/dialog.tsx";
import { BookingForm } from "./booking-form";
import { useSite } from "./site-context";

type Props = { open: boolean; onClose: () => void; returnFocus: () => void };

export function BookingDialog({ open, onClose, returnFocus }: Props) {
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
      {open ? <BookingForm onSent={onClose} /> : null}
    </Dialog>
  );
}
