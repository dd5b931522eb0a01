import "./lib/zod-jitless";
import "./styles.css";
import { keepFirstTouch } from "./lib/first-touch";
import { countView } from "./site/count-view";
import { foldLink } from "./site/fold-link";
import { quoteListCookieText } from "./site/quote-list-cookie";

// A server-rendered page is complete and works without scripts (links, POST forms, the menu): React only makes it
// nicer. So it loads at the first sign of a person (a pointer moving, a touch, a key, a scroll, a focus), not
// for a visitor or crawler who only looks, and never before the page has loaded; or once the page has loaded
// when the buyer's quote list (kept in this browser, src/client/site/quote-list-store.ts) has something to
// show. The admin shell (no server state) starts at once. docs/decisions/050.
// The page's inline loader (src/server/core/entry-loader.ts) adds this script once the page has painted, watches
// for the signs and says when one came (a `wake` event, or `data-woken` if it came before this script ran).
const root = document.getElementById("root");
const serverRendered = root?.hasAttribute("data-hydrate") ?? false;
const loader = document.querySelector("script[data-entry]");
let loading: Promise<unknown> | undefined;

// The page's data comes beside React, not inside the page. If it cannot be had, the page stays as it is: whole.
async function serverState() {
  // Revalidated, never taken stale: the page may be newer than a state the browser kept (stale-while-revalidate).
  const answer = await fetch("/page-state.json", { cache: "no-cache" });
  if (!answer.ok) throw new Error(`page state: ${answer.status}`);
  return answer.json();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
// React's DOM runtime, then the app: evaluated in one go they held the main thread for 150-200 ms on a slowed phone.
const app = () => import("react-dom/client").then(nextTask).then(() => import("./hydrate"));

// The page inlines only the CSS its first screen uses; what React adds (dialogs, toasts, an open menu) may need more
// (docs/decisions/053). A page that links the site's stylesheet at its fold already has all of it, and React keeps
// that link as its own (site/fold-stylesheet.tsx): nothing is restyled while React wakes. Any other page turns on
// the stylesheet its head names, disabled, and loads it beside React (docs/decisions/053, 050).
function wholeStylesheet() {
  if (foldLink()) return undefined;
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
  return Promise.all(
    sheets.map(
      (sheet) =>
        new Promise((resolve) => {
          sheet.addEventListener("load", resolve, { once: true });
          sheet.addEventListener("error", resolve, { once: true });
          sheet.removeAttribute("disabled");
        }),
    ),
  );
}

function start() {
  loading ??= Promise.all([app(), serverRendered ? serverState() : undefined, wholeStylesheet()])
    .then(([{ mount }, state]) => root && mount(root, state))
    .catch((error: unknown) => console.warn("The page stays without scripts:", error))
    // A tap held by the page's loader is made again now, for React to handle.
    .finally(() => loader?.dispatchEvent(new Event("started")));
  return loading;
}

function wake() {
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}

const hasQuoteList = () => quoteListCookieText() !== "";

// Counted here, without React; a page read without scripts is counted by its <noscript> image instead. A
// not-found page (marked noindex) is not a view.
if (serverRendered && !document.querySelector('meta[name="robots"]')) countView();
if (serverRendered) keepFirstTouch();
if (!serverRendered) start();
else if (hasQuoteList() || loader?.hasAttribute("data-woken")) wake();
else loader?.addEventListener("wake", wake, { once: true });
