// Counts a view of a page that carries no script (the blog, the catalogue, the plain form pages), for every
// reader: the image's Referer is the page with its campaign tags, and the page itself stays the same for everyone,
// so it can be cached (docs/decisions/200).
export function ViewPixel() {
  return <img src="/v.gif" alt="" width={1} height={1} hidden />;
}
