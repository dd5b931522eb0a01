import { useEffect } from "react";

export const leaveQuestion = "You have unsaved changes. Leave this page without saving them?";

// While there are unsaved edits, leaving asks first: closing or reloading the tab (the browser's own question)
// and following a link inside the admin (ours; checked before the router sees the click).
export function useUnsavedGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!link || link.getAttribute("href")?.startsWith("#")) return;
      if (!window.confirm(leaveQuestion)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [unsaved]);
}
