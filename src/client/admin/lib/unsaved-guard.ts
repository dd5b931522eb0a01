import { useEffect } from "react";
import { mayDiscard, unsavedWork } from "./unsaved-work";

const leaveQuestion = "You have unsaved changes. Leave this page without saving them?";
const discardQuestion = "You have unsaved changes. Close without saving them?";

const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
// A link inside the admin is checked before the router sees the click; the tab's close or reload gets the
// browser's own question.
const onClick = (event: MouseEvent) => {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!link || link.getAttribute("href")?.startsWith("#")) return;
  if (!work.mayLeave(() => window.confirm(leaveQuestion))) {
    event.preventDefault();
    event.stopPropagation();
  }
};
const work = unsavedWork({
  start: () => {
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", onClick, true);
  },
  stop: () => {
    window.removeEventListener("beforeunload", beforeUnload);
    document.removeEventListener("click", onClick, true);
  },
});

// While `unsaved`, leaving the page asks first (docs/decisions/241).
export function useUnsavedGuard(unsaved: boolean) {
  useEffect(() => (unsaved ? work.hold() : undefined), [unsaved]);
}

// An editor that can be closed (a dialog, a form drawn in the page): leaving the page asks as above, and the
// returned close asks before it throws typed work away; an untouched editor closes at once.
export function useDiscardGuard(unsaved: boolean, close: () => void) {
  useUnsavedGuard(unsaved);
  return () => {
    if (mayDiscard(unsaved, () => window.confirm(discardQuestion))) close();
  };
}
