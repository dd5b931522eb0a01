// The signs of a person at the page: a pointer moving, a touch, a key, a scroll, a focus.
const personSigns = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "scroll", "focusin"];
// A tap that itself wakes React waits for it this long at most, then does what it does without scripts.
const clickWaitMs = 1000;
// After the load, how long the loader waits for a largest-contentful-paint entry that may never come.
const paintWaitMs = 1000;

// Runs in the browser, inline in a server-rendered page's <head>: a classic script runs at once, with no request.
// It adds the entry script (src/client/main.tsx) once the page has loaded and painted its largest content, or at
// the first sign of a person, whichever comes first. Fetched beside the first paint, the entry script took
// bandwidth from the hero image and main-thread time from the first frame, for a visitor who may only look
// (docs/decisions/050). The first sign of a person (or a held tap) wakes React: a `wake` event on this script's
// element, and `data-woken` on it for an entry script that runs later. Browsers without the
// largest-contentful-paint entry, and a page that reports none (loaded in a background tab), get it a second after
// the load.
// A tap that woke React (a phone has no pointer moving first) is held until React has started (the entry script
// says so with a `started` event on this element), up to a second, and then made again, so React handles it.
// Clicks that open a new tab or window are left alone.
function loadEntryLater(signs: readonly string[], waitMs: number, paintMs: number) {
  const loader = document.currentScript as HTMLScriptElement;
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    document.head.append(
      Object.assign(document.createElement("script"), { type: "module", src: loader.dataset.entry }),
    );
  };
  const woken = () => {
    if ("woken" in loader.dataset) return;
    loader.dataset.woken = "";
    for (const sign of signs) removeEventListener(sign, woken, true);
    add();
    loader.dispatchEvent(new Event("wake"));
  };
  const hold = (event: MouseEvent) => {
    const target =
      event.target instanceof Element ? event.target.closest<HTMLElement>("a[href], button") : null;
    if (!target || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    removeEventListener("click", hold, true);
    event.preventDefault();
    event.stopPropagation();
    woken();
    // Waited long enough: the same event as React's arrival, which is then heard no more.
    const timer = setTimeout(() => loader.dispatchEvent(new Event("started")), waitMs);
    loader.addEventListener(
      "started",
      () => {
        clearTimeout(timer);
        target.click();
      },
      { once: true },
    );
  };
  for (const sign of signs) addEventListener(sign, woken, { capture: true, passive: true });
  addEventListener("click", hold, true);
  loader.addEventListener("started", () => removeEventListener("click", hold, true), { once: true });
  const painted = () => {
    const fallback = setTimeout(add, paintMs);
    try {
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        clearTimeout(fallback);
        setTimeout(add);
      }).observe({ type: "largest-contentful-paint", buffered: true });
    } catch {}
  };
  if (document.readyState === "complete") painted();
  else addEventListener("load", painted, { once: true });
}

export const entryLoaderSource = new Bun.Transpiler({ loader: "js", minifyWhitespace: true })
  .transformSync(
    `(${loadEntryLater.toString()})(${JSON.stringify(personSigns)}, ${clickWaitMs}, ${paintWaitMs});`,
  )
  .trim();

// The one inline script the Content-Security-Policy allows, by its hash (http/middleware.ts).
export const entryLoaderHash = `'sha256-${new Bun.CryptoHasher("sha256").update(entryLoaderSource).digest("base64")}'`;
