// node scripts/bench/lib/browser-js.mjs <url>: what a phone's browser downloads and runs on a public page, in Debian's
// Chromium (CHROMIUM_PATH). Prints JSON: the scripts' bytes on the wire until 4 s after the load event, then
// the same once a person shows up (a pointer move: React loads), and the longest main-thread task during that
// hydration with the CPU slowed 4x as Lighthouse's phone is. Node, not Bun: Playwright drives the browser.
import { chromium } from "@playwright/test";

const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
await page.addInitScript(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
});
const cdp = await page.context().newCDPSession(page);
await cdp.send("Network.enable");
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
const scripts = new Map();
let bytes = 0;
cdp.on("Network.responseReceived", (e) => {
  if (e.type === "Script") scripts.set(e.requestId, new URL(e.response.url).pathname);
});
cdp.on("Network.loadingFinished", (e) => {
  if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
});

await page.goto(url, { waitUntil: "load" });
// The window: what is fetched within 4 s of the load event, with nobody touching the page.
await page.waitForTimeout(4000);
const looking = {
  bytes,
  files: [...scripts.values()],
  longestTask: Math.max(0, ...(await page.evaluate(() => window.longTasks))),
};

// Playwright's own helper script is compiled in the page the first time a wait uses it, a 40-55 ms task at 4x CPU:
// it runs here, before the count starts, so it is not taken for the page's.
await page.waitForFunction(() => true);
await page.evaluate(() => {
  window.longTasks = [];
});
await page.mouse.move(180, 400);
await page.waitForFunction(() =>
  Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
);
await page.waitForLoadState("networkidle");
await page.waitForTimeout(1000);
const hydrated = {
  bytes,
  files: [...scripts.values()],
  longestTask: Math.max(0, ...(await page.evaluate(() => window.longTasks))),
};
console.log(JSON.stringify({ looking, hydrated }));
await browser.close();
