import { siteHostOf } from "#server/core/site-host.ts";
import { referrerHostOf } from "#shared/lead-source.ts";
import type { Deps } from "../context";
import { clientIpOf, type SocketIp } from "./middleware";

// A browser asking for a page to show it (not an image, a script or a fetch); one too old to say asks for HTML.
const isPageRequest = (headers: Headers) => {
  const dest = headers.get("sec-fetch-dest");
  return dest ? dest === "document" : (headers.get("accept") ?? "").includes("text/html");
};

// The host of a URL as written, without parsing the whole URL.
const hostPart = (url: string) => /^https?:\/\/([^/:?#]*)/i.exec(url)?.[1]?.toLowerCase();

// A page request from another site's link gives its visit's first touch (docs/decisions/200; issue 39): a visitor
// without JavaScript who comes from a search engine is otherwise "direct". Called for every request before the
// answer memo, so a page answered from it counts too; the answer is the same whoever asks. On the cached path a
// request without a Referer costs one header lookup, one from the site's own pages two short matches.
export function landingTouch(deps: Deps, socketIp: SocketIp) {
  const { settings, visits } = deps;
  const configuredHost = settings.PUBLIC_ORIGIN && hostPart(settings.PUBLIC_ORIGIN);
  return (req: Request) => {
    const referrer = req.headers.get("referer");
    if (!referrer || req.method !== "GET" || hostPart(referrer) === (configuredHost || hostPart(req.url)))
      return;
    const siteHost = siteHostOf(req.url, settings.PUBLIC_ORIGIN);
    if (referrerHostOf(referrer, siteHost) === null || !isPageRequest(req.headers)) return;
    const address = clientIpOf(req, settings, socketIp);
    visits.landed({ headers: req.headers, address, siteHost, location: req.url, referrer });
  };
}
