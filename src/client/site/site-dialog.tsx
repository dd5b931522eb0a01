import type { ReactNode } from "react";
import { Dialog } from "#client/components/ui/dialog.tsx";
import { useSite } from "./site-context";

type Props = {
  open: boolean;
  onClose: () => void;
  // Gives focus back to what opened the dialog: the landing page remembers it at the click, before the lazily
  // loaded dialog exists.
  returnFocus: () => void;
  title: string;
  description: ReactNode;
  // The field that takes focus on opening, rather than the close button.
  firstFieldId?: string;
  children: ReactNode;
};

// The public page's dialogs (an inquiry, a booking, the quote list): the site's look, its language and its
// focus rules in one place.
export function SiteDialog({ open, onClose, returnFocus, firstFieldId, ...content }: Props) {
  const { lang, t } = useSite();
  return (
    <Dialog
      tone="site"
      lang={lang}
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      closeLabel={t("close")}
      onOpenAutoFocus={(event) => {
        if (!firstFieldId) return;
        event.preventDefault();
        document.getElementById(firstFieldId)?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
      {...content}
    />
  );
}
