// One rule (or at-rule) of the built stylesheet: the at-rules (and, for a custom property, the rule) around it,
// its text, the class names and elements (`<name`) each of its selectors needs (none: kept on every page), or the
// custom property it declares (kept where the page's CSS reads it). Made once per build by
// scripts/build/css-pieces.ts (docs/decisions/053).
export type CssPiece = { wrap: string[]; css: string; needs?: string[][]; defines?: string };
// Where the build writes them, beside Vite's manifest: the pieces of each stylesheet, by its path in the manifest.
export const cssPiecesFile = ".vite/css-pieces.json";

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};
const classAttribute = /\sclass="([^"]*)"/g;
const startTag = /<([a-zA-Z][\w-]*)/g;
const customProperty = /--[\w-]+/g;

// The class names in markup React wrote (it writes every attribute in double quotes, escaping these five).
export function classesIn(markup: string) {
  const classes = new Set<string>();
  for (const [, value = ""] of markup.matchAll(classAttribute)) {
    for (const name of value
      .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity)
      .split(/\s+/))
      if (name) classes.add(name);
  }
  return classes;
}

// The elements of the markup, named as the pieces name them (`<table`).
function elementsIn(markup: string) {
  return new Set([...markup.matchAll(startTag)].map(([, name = ""]) => `<${name.toLowerCase()}`));
}

const matches = (piece: CssPiece, classes: Set<string>) =>
  !piece.needs || piece.needs.some((need) => need.every((name) => classes.has(name)));

// The custom properties read by the kept rules, the markup, and the custom properties they read in turn.
function propertiesRead(pieces: CssPiece[], rules: CssPiece[], markup: string) {
  const read = new Set([...rules, { css: markup }].flatMap(({ css }) => css.match(customProperty) ?? []));
  for (let grown = true; grown; ) {
    grown = false;
    for (const piece of pieces) {
      if (!piece.defines || !read.has(piece.defines)) continue;
      for (const name of piece.css.match(customProperty) ?? []) {
        if (!read.has(name)) {
          read.add(name);
          grown = true;
        }
      }
    }
  }
  return read;
}

// The pieces kept, written back with what wraps them, in the stylesheet's order.
function cssFor(pieces: CssPiece[], kept: Set<CssPiece>) {
  let out = "";
  let open: string[] = [];
  for (const piece of pieces) {
    if (!kept.has(piece)) continue;
    let shared = 0;
    while (shared < open.length && open[shared] === piece.wrap[shared]) shared++;
    out += "}".repeat(open.length - shared);
    for (const wrapper of piece.wrap.slice(shared)) out += `${wrapper}{`;
    out += piece.css;
    open = piece.wrap;
  }
  return out + "}".repeat(open.length);
}

const remembered = 100;

// The CSS a page's markup uses: the rules whose selectors its classes and elements can match, the custom properties
// those read. Worked out once for each set of classes and elements (and custom properties in the markup), not for
// each page it is written into: the pages of one kind share one set, and a search answer that is not cached reuses its kind's.
export function pageCss(pieces: CssPiece[]) {
  const known = new Map<string, string>();
  return (markup: string) => {
    const classes = new Set([...classesIn(markup), ...elementsIn(markup)]);
    const markupProperties = [...new Set(markup.match(customProperty) ?? [])].sort();
    const key = `${[...classes].sort().join(" ")}|${markupProperties.join(" ")}`;
    let css = known.get(key);
    if (css === undefined) {
      const rules = pieces.filter((piece) => !piece.defines && matches(piece, classes));
      const read = propertiesRead(pieces, rules, markupProperties.join(" "));
      const kept = new Set([...rules, ...pieces.filter((piece) => piece.defines && read.has(piece.defines))]);
      if (known.size >= remembered) known.clear();
      css = cssFor(pieces, kept).replace(/<\/style/gi, "<\\/style");
      known.set(key, css);
    }
    return css;
  };
}

// Where a page's inline CSS goes: SiteStyles (plain-page.tsx) and the landing page's document leave this slot.
export const styleSlot = '<style data-page-css=""></style>';

// Where a page links its stylesheet part way down its body (the landing page, at the fold: render/document.tsx),
// only what comes before that link is painted with the inline CSS; the stylesheet styles the rest.
function paintedInline(markup: string) {
  const body = markup.indexOf("<body");
  const linked = body < 0 ? -1 : markup.indexOf('<link rel="stylesheet"', body);
  return linked < 0 ? markup : markup.slice(0, linked);
}

// Fills the slot with the CSS the rest of the page uses; a page that links its CSS has no slot.
export function withPageCss({ styles }: { styles?: (markup: string) => string }, markup: string) {
  return styles ? markup.replace(styleSlot, () => `<style>${styles(paintedInline(markup))}</style>`) : markup;
}
