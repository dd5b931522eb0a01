import type { CSSProperties } from "react";
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
  // sonner's rich success text is 4.25:1 on its green (WCAG AA asks 4.5:1): darker text on the same tints,
  // 6.8:1 for success and 6.4:1 for errors.
  style: {
    maxWidth: toastMaxWidth,
    "--success-text": "hsl(140 100% 20%)",
    "--error-text": "hsl(358 85% 38%)",
  } as CSSProperties,
  toastOptions: { style: { maxWidth: toastMaxWidth } },
} satisfies ToasterProps;
