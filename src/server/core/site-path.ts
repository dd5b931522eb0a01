// A path as the site itself writes its addresses: "/" or segments of letters, digits and `.`, `_`, `~`, `-`, so no
// query, no percent-escape, no backslash, no control character and no empty segment (`//host`). Only such a path is
// ever a redirect's target (a browser reads `/\host` or `/<tab>/host` as another site) or a key of the answer memo
// (each other spelling of a page would be one more entry: issue 39).
const sitePath = /^\/$|^(?:\/[\w.~-]+)+$/;

export const isSitePath = (path: string) => sitePath.test(path);
