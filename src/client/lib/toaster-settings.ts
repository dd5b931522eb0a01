import type { CSSProperties } from "react";
import type { ToasterProps } from "sonner";
import { limits } from "#shared/constants.ts";

// The client's settings (docs/decisions/041), for the site's and the admin's Toaster alike: one toast at a time,
// 5 s, swipe right to dismiss, F8 focuses the region, at most 420 px wide; errors in the destructive (red) style.
export const toastMaxWidth = 420;
export const swipeThresholdPx = 50;
// Marks the element around the Toaster, so an open dialog lets it be focused and clicked (components/ui/dialog.tsx).
export const toastRegionAttribute = "data-toast-region";

// sonner's rich text colours read 4.26:1 (success) and 4.35:1 (error) on their own backgrounds; these darker
// ones (Tailwind green-800, red-700) read 6.8:1 and 5.8:1 on the same backgrounds (WCAG 1.4.3 asks 4.5:1).
const readableColours = {
  "--success-text": "#166534",
  "--error-text": "#b91c1c",
} as CSSProperties;

export const toasterSettings = {
  visibleToasts: 1,
  duration: limits.toastDurationMs,
  hotkey: ["F8"],
  swipeDirections: ["right"],
  richColors: true,
  closeButton: true,
  // A modal dialog turns pointer events off on the body; the toasts stay clickable.
  style: { maxWidth: toastMaxWidth, pointerEvents: "auto", ...readableColours },
} satisfies ToasterProps;
