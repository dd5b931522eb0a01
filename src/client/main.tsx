import "./lib/zod-jitless";
import "./styles.css";

// A server-rendered page is already complete: React and the app load only after it has been painted, so no
// script ever delays the first paint. The admin shell (no server state) and hidden tabs start at once.
const start = () => void import("./hydrate");
if (document.getElementById("ssr-state") && document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(start, 0));
} else start();
