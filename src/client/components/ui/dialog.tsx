import { useFocusScopeBranch } from "@radix-ui/react-focus-scope";
import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { markDialogOpen } from "#client/lib/open-dialogs.ts";
import { toastRegionAttribute } from "#client/lib/toaster-settings.ts";
import type { Lang } from "#shared/i18n/index.ts";

type FocusEvent = (event: Event) => void;
type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  // The public site's look (rounded, its fonts, its language) or the admin's (a sheet on a phone).
  tone?: "admin" | "site";
  lang?: Lang;
  closeLabel?: string;
  onOpenAutoFocus?: FocusEvent;
  onCloseAutoFocus?: FocusEvent;
};

const tones = {
  admin: {
    overlay: "z-40 bg-slate-900/50",
    content:
      "inset-x-0 bottom-0 flex max-h-[95dvh] flex-col rounded-t-2xl shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
    header: "border-b border-slate-200 px-5 py-4 sm:px-6",
    title: "text-lg font-semibold text-slate-900",
    description: "mt-0.5 text-sm text-slate-600",
    close:
      "rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand",
    // Room for a form's sticky footer (two stacked buttons on a phone, one row above): a field scrolled into
    // view stops above it, never under it.
    body: "overflow-y-auto scroll-pb-36 px-5 py-5 sm:scroll-pb-24 sm:px-6",
  },
  site: {
    overlay: "z-50 bg-ink/60",
    content:
      "top-1/2 left-1/2 max-h-[92vh] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl p-6 shadow-2xl sm:p-8",
    header: "",
    title: "text-2xl font-bold text-ink",
    description: "mt-1.5 text-slate-600",
    close: "site-focus -m-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-ink",
    body: "",
  },
};

// The one modal of the app (Radix: focus trapped, Escape closes, focus returns to the opener). The admin's is a
// centred modal on desktop and a full-height sheet on a phone; the site's is its rounded card.
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  tone = "admin",
  lang,
  ...rest
}: DialogProps) {
  const look = tones[tone];
  useEffect(() => (open ? markDialogOpen() : undefined), [open]);
  // Radix returns focus only to its own Trigger; these dialogs open from ordinary buttons, so the wrapper
  // remembers whichever element had focus and gives it back on close (Escape, Cancel, a save).
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus: FocusEvent = (event) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    rest.onOpenAutoFocus?.(event);
  };
  const onCloseAutoFocus: FocusEvent = (event) => {
    if (rest.onCloseAutoFocus) return rest.onCloseAutoFocus(event);
    event.preventDefault();
    if (opener.current?.isConnected) opener.current.focus();
  };
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className={`fixed inset-0 ${look.overlay}`} />
        <Primitive.Content
          lang={lang}
          dir={lang === "ar" ? "rtl" : lang ? "ltr" : undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          // Radix moves focus with preventScroll when it wraps around (Tab from the last control to the close
          // button): whatever gains focus is brought into view here.
          onFocusCapture={(event) => (event.target as HTMLElement).scrollIntoView({ block: "nearest" })}
          onInteractOutside={(event) => {
            if (inToastRegion(event.target)) event.preventDefault();
          }}
          className={`fixed z-50 bg-white focus:outline-none ${look.content} ${lang === "ar" ? "font-arabic" : ""}`}
        >
          <div className={`flex items-start justify-between gap-4 ${look.header}`}>
            <div>
              <Primitive.Title className={look.title}>{title}</Primitive.Title>
              <Primitive.Description className={look.description}>{description}</Primitive.Description>
            </div>
            <Primitive.Close aria-label={rest.closeLabel ?? "Close"} className={look.close}>
              <X className="size-5" aria-hidden="true" />
            </Primitive.Close>
          </div>
          <div className={look.body}>{children}</div>
          <ToastRegionBranch />
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}

const inToastRegion = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${toastRegionAttribute}]`) !== null;

// The toasts live outside the dialog. Radix keeps their live region out of aria-hidden; as a branch of the
// dialog's focus scope they can also take focus (F8, their close button) without the trap pulling it back.
function ToastRegionBranch() {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  useEffect(() => setRegion(document.querySelector<HTMLElement>(`[${toastRegionAttribute}]`)), []);
  useFocusScopeBranch(region);
  return null;
}
