import "./lib/zod-jitless";
import "./styles.css";

// A server-rendered page is already complete: React and the app load only once the page and its first images
// have been painted, so no script delays what the visitor sees first. The admin shell (no server state) and
// hidden tabs start at once.
const start = () => void import("./hydrate");
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.getElementById("ssr-state") && document.visibilityState === "visible") {
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
} else start();
