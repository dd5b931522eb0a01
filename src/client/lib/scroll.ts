import { limits } from "#shared/constants.ts";

// Leaves room for the fixed header; people who ask for less motion get a jump instead of a glide.
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  // Sections not yet laid out stand in at an estimated height (below-fold in theme.css): measured from those,
  // a smooth scroll would end wherever their real heights put the target.
  document.documentElement.classList.add("laid-out");
  const top = target.getBoundingClientRect().top + window.scrollY - limits.scrollOffsetPx;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
  // Keyboard and screen reader users continue from the section, not from the link (or the body, when the link
  // was in the menu that just closed). The section takes focus without a ring: it is not a control.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.classList.add("outline-none");
  target.focus({ preventScroll: true });
}
