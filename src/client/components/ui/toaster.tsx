import { type PointerEvent, useRef } from "react";
import { Toaster, type ToasterProps } from "sonner";
import { useDialogOpen } from "#client/lib/open-dialogs.ts";
import {
  swipeThresholdPx,
  toasterSettings,
  toastMaxWidth,
  toastRegionAttribute,
} from "#client/lib/toaster-settings.ts";

type Props = Pick<
  ToasterProps,
  "position" | "offset" | "mobileOffset" | "dir" | "containerAriaLabel" | "toastOptions"
>;

// While a dialog is open the toasts sit at the top, clear of its action buttons at the bottom; on a phone they
// also leave the dialog's Close corner free (at most 68 px in from the screen's edge, on either side).
const overDialog = {
  position: "top-center",
  offset: { top: 16 },
  mobileOffset: { top: 8, left: 16, right: 16 },
} satisfies Props;
const overDialogMaxWidth = `min(${toastMaxWidth}px, calc(100vw - 96px))`;

// The site's and the admin's Toaster: the client's settings (docs/decisions/041), and a swipe that dismisses
// from 50 px rather than sonner's fixed 45 px (or any quick flick).
export function AppToaster(props: Props) {
  const dialogOpen = useDialogOpen();
  const swipeStart = useRef<number | null>(null);
  const holdShortSwipe = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    const toast =
      event.target instanceof Element ? event.target.closest<HTMLElement>("[data-sonner-toast]") : null;
    if (!toast || start === null || event.clientX - start >= swipeThresholdPx) return;
    // sonner reads the swipe from these properties in its own pointerup handler, which runs after this one.
    toast.style.setProperty("--swipe-amount-x", "0px");
    toast.style.setProperty("--swipe-amount-y", "0px");
  };
  return (
    <div
      {...{ [toastRegionAttribute]: "" }}
      onPointerDownCapture={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerUpCapture={holdShortSwipe}
    >
      <Toaster
        {...toasterSettings}
        {...props}
        {...(dialogOpen ? overDialog : {})}
        toastOptions={{
          ...props.toastOptions,
          style: { maxWidth: dialogOpen ? overDialogMaxWidth : toastMaxWidth },
        }}
      />
    </div>
  );
}
