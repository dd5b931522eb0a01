import { type LeadSource, leadSourceOf, pageOf } from "#shared/lead-source.ts";
import { wallClockOf } from "#shared/wall-clock.ts";
import type { VisitCounter } from "./counter";
import type { DailySalt } from "./daily-salt";
import type { ProductOfPage } from "./product-pages";
import { deviceClassOf, isAutomated, isPrefetch, optedOut } from "./signals";

export type Hit = {
  headers: Headers;
  address: string;
  siteHost: string;
  // The page seen and the URL it was loaded with (campaign tags), and where the visitor came from, if known.
  page: string;
  location: string;
  referrer: string | undefined;
  product?: string;
};

const productPage = /^\/(?:ar\/)?inquiry\/([^/?#]+)$/;

// The day on the factory's clock, worked out once a minute (zone offsets are whole minutes, so it is exact).
export function dayClock(timeZone: string) {
  let minute = Number.NaN;
  let day = "";
  return (now: number) => {
    const m = Math.floor(now / 60_000);
    if (m !== minute) {
      minute = m;
      day = wallClockOf(now, timeZone).date;
    }
    return day;
  };
}

// Counts one hit unless it asked not to be counted, is a crawler or a prefetch. Returns whether it was counted.
// A product is named by the beacon (its dialog), or by the page: an inquiry page, or a product page of an active
// product. A counted view is also handed to `remember`, which keeps its visit's first touch (decision 200).
export function countHit(
  counter: VisitCounter,
  salt: DailySalt,
  day: string,
  hit: Hit,
  productOfPage: ProductOfPage,
  remember: (visitor: number, source: LeadSource) => void,
) {
  const userAgent = hit.headers.get("user-agent") ?? "";
  if (optedOut(hit.headers) || isPrefetch(hit.headers) || isAutomated(userAgent)) return false;
  const source: LeadSource = leadSourceOf(hit.location, hit.referrer, hit.siteHost);
  const page = pageOf(hit.page);
  const product = hit.product ?? decodedProduct(page) ?? productOfPage(page);
  const visitor = salt.visitorOf(day, hit.address, userAgent, hit.siteHost);
  counter.record(day, {
    page,
    product,
    source,
    entry: isEntry(hit),
    device: deviceClassOf(userAgent),
    visitor,
  });
  remember(visitor, source);
  return true;
}

// A view reached from another page of the site continues a visit; from anywhere else it starts one. A product
// opened on the page is part of that page's visit.
function isEntry(hit: Hit) {
  if (hit.product !== undefined) return false;
  if (!hit.referrer) return true;
  try {
    return new URL(hit.referrer).hostname.replace(/^www\./, "") !== hit.siteHost.replace(/^www\./, "");
  } catch {
    return true;
  }
}

function decodedProduct(page: string) {
  const id = page.match(productPage)?.[1];
  if (!id) return undefined;
  try {
    return decodeURIComponent(id).slice(0, 100);
  } catch {
    return undefined;
  }
}
