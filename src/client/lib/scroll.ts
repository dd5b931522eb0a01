import { limits } from "#shared/constants.ts";

// Leaves room for the fixed header; people who ask for less motion get a jump instead of a glide.
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - limits.scrollOffsetPx;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
}
