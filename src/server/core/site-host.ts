// The site's own host name: the configured address's, else the request's (for telling the site's own pages from
// other sites in a Referer, docs/decisions/200).
export const siteHostOf = (url: string, origin: string | undefined) => new URL(origin ?? url).hostname;
