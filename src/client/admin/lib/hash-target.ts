import { useEffect } from "react";

// An owner alert links to one record (`/admin/inquiries#<id>`). The list renders after the page has loaded, too
// late for the browser's own jump to the fragment: once it is there, the record is brought into view and focused.
export function useHashTarget(ready: boolean) {
  useEffect(() => {
    if (!ready || !window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
  }, [ready]);
}
