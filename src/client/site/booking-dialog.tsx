import type { ContentText } from "#shared/content-text.ts";
import { BookingForm } from "./booking-form";
import { useSite } from "./site-context";
import { SiteDialog } from "./site-dialog";

type Props = { open: boolean; english: ContentText; onClose: () => void; returnFocus: () => void };

export function BookingDialog({ open, english, onClose, returnFocus }: Props) {
  const { t } = useSite();
  return (
    <SiteDialog
      open={open}
      onClose={onClose}
      returnFocus={returnFocus}
      title={t("bookTitle")}
      description={t("bookIntro")}
      firstFieldId="booking-companyName"
    >
      {open ? <BookingForm english={english} onSent={onClose} /> : null}
    </SiteDialog>
  );
}
