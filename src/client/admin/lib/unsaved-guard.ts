import { useEffect } from "react";
import { unsavedWork } from "./unsaved-work";

const leaveQuestion = "You have unsaved changes. Leave this page without saving them?";
const discardQuestion = "You have unsaved changes. Close without saving them?";

const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
// A link inside the admin is checked before the router sees the click; the tab's close or reload gets the
// browser's own question. A link to a part of this page or into another tab leaves nothing behind.
const onClick = (event: MouseEvent) => {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!link || link.getAttribute("href")?.startsWith("#") || link.getAttribute("target") === "_blank") return;
  if (event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (!mayLeavePage()) {
    event.preventDefault();
    event.stopPropagation();
  }
};

// The browser's Back and Forward move the address before the page hears of it, so the address on screen is kept
// here to be put back. wouter announces its own moves as "pushState" and "replaceState" events.
let shown = { href: "", state: null as unknown };
const remember = () => {
  shown = { href: location.href, state: history.state };
};
const moves = ["pushState", "replaceState"];
const withoutHash = (href: string) => href.split("#")[0];
// A refused move is put back before the router draws another screen; pushState fires no popstate, so putting it
// back asks nothing more. The browser still scrolls to where the other screen was left, after this listener, so
// the editor's place is put back before the next frame. A move within the page (its #part) asks nothing.
const onPopState = (event: PopStateEvent) => {
  if (withoutHash(location.href) === withoutHash(shown.href) || mayLeavePage()) return remember();
  event.stopImmediatePropagation();
  history.pushState(shown.state, "", shown.href);
  const { scrollX, scrollY } = window;
  requestAnimationFrame(() => window.scrollTo(scrollX, scrollY));
};

const work = unsavedWork({
  start: () => {
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", onClick, true);
    remember();
    for (const move of moves) window.addEventListener(move, remember);
  },
  stop: () => {
    window.removeEventListener("beforeunload", beforeUnload);
    document.removeEventListener("click", onClick, true);
    for (const move of moves) window.removeEventListener(move, remember);
  },
});
// Added when the admin's code loads, which hydrate.tsx awaits before the router mounts and adds its own listener:
// Chromium calls window's listeners in the order they were added, a capturing one too, and the router's would
// draw the other screen, dropping the editor, before the question.
window.addEventListener("popstate", onPopState, true);

// Before the owner leaves the admin's page by other means than a link (Logout).
export const mayLeavePage = () => work.mayLeave(() => window.confirm(leaveQuestion));

// An editor calls this with whether it holds typed work not yet saved: while it does, leaving the page asks first
// (docs/decisions/063, Back and Forward too).
export function useUnsavedGuard(unsaved: boolean) {
  useEffect(() => (unsaved ? work.hold() : undefined), [unsaved]);
}

// Before an editor is closed (a dialog's Escape, close button or outside tap, a Cancel) or another is drawn in its
// place: true at once when nothing typed is unsaved, otherwise the owner's answer. A save closes without asking.
export const mayDiscard = () => work.mayLeave(() => window.confirm(discardQuestion));
