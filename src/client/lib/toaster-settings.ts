import type { ToasterProps } from "sonner";
import { limits } from "#shared/constants.ts";

// §9, for the site's and the admin's Toaster alike: one toast at a time, 5 s, swipe right to dismiss, F8 focuses
// the region, at most 420 px wide; errors in the destructive (red) style.
export const toastMaxWidth = 420;

export const toasterSettings = {
  visibleToasts: 1,
  duration: limits.toastDurationMs,
  hotkey: ["F8"],
  swipeDirections: ["right"],
  richColors: true,
  closeButton: true,
  style: { maxWidth: toastMaxWidth },
  toastOptions: { style: { maxWidth: toastMaxWidth } },
} satisfies ToasterProps;
