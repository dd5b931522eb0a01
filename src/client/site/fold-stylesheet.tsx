import { foldLink } from "./fold-link";

// A production page that inlines its first screen's CSS links the site's stylesheet right before its first section
// below the fold: the server writes that link into React's markup (src/server/render/document.tsx, docs/decisions/
// 228). React renders the same link in the same place, read once from the page it hydrates, so the link hydrates
// as React's own and stays. Removing it, or turning on another copy of the file, restyled the whole page in the
// middle of React's waking (docs/decisions/050). On the server, and where the page has no such link, nothing.
const linked = typeof document === "undefined" ? undefined : (foldLink()?.getAttribute("href") ?? undefined);

export function FoldStylesheet() {
  return linked ? <link rel="stylesheet" href={linked} /> : null;
}
