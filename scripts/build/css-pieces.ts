import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Selector, transform } from "lightningcss";
import postcss, { type AtRule, type ChildNode, type Container } from "postcss";
import { type CssPiece, cssPiecesFile } from "#server/render/page-css.ts";

// The class names an element must carry for a selector to match it, and the elements (as `<name`) the page must
// hold: preflight's rules for `table`, `sub` or `progress` stay off a page without one. Inside :is(), :where() and
// :has() with a single selector they are required too (Tailwind writes `space-y-4` and the group variants that
// way); inside :not() or a list of alternatives they are not, so such a rule is kept whatever the markup holds.
function requiredClasses(selector: Selector, into = new Set<string>()) {
  for (const part of selector) {
    if (part.type === "class") into.add(part.name);
    else if (part.type === "type") into.add(`<${part.name.toLowerCase()}`);
    else if (
      part.type === "pseudo-class" &&
      (part.kind === "is" || part.kind === "where" || part.kind === "has") &&
      part.selectors.length === 1
    ) {
      for (const inner of part.selectors) requiredClasses(inner, into);
    }
  }
  return into;
}

// Each style rule's selectors as lightningcss parses them, by where the rule starts (postcss counts lines from 1,
// lightningcss from 0; both count columns from 1).
function selectorsByPlace(css: string) {
  const places = new Map<string, Selector[]>();
  transform({
    filename: "site.css",
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          places.set(`${rule.value.loc.line + 1}:${rule.value.loc.column}`, rule.value.selectors);
        },
      },
    },
  });
  return places;
}

const wrapperOf = (node: AtRule) => `@${node.name}${node.params ? ` ${node.params}` : ""}`;

// The built stylesheet cut into the pieces a page may keep or leave (docs/decisions/053): each style rule with the
// class names each of its selectors needs, inside the at-rules around it; each custom property (declared in a rule
// of nothing else, or by @property) on its own, named; anything else (@keyframes, `@layer a, b;`) is kept on
// every page.
export function cssPieces(css: string): CssPiece[] {
  const places = selectorsByPlace(css);
  const pieces: CssPiece[] = [];
  const visit = (parent: Container<ChildNode>, wrap: string[]) => {
    parent.each((node) => {
      // The licence comment (`/*! tailwindcss ... */`) travels with every copy.
      if (node.type === "comment" && node.text.startsWith("!")) pieces.push({ wrap, css: node.toString() });
      if (node.type === "comment" || node.type === "decl") return;
      if (node.type === "atrule" && node.nodes && /^(media|supports|layer|container)$/.test(node.name)) {
        visit(node, [...wrap, wrapperOf(node)]);
        return;
      }
      if (node.type === "atrule" && node.name === "property") {
        pieces.push({ wrap, css: node.toString(), defines: node.params });
        return;
      }
      if (
        node.type === "rule" &&
        node.nodes.every((decl) => decl.type === "decl" && decl.prop.startsWith("--"))
      ) {
        // Custom properties only (the theme's, Tailwind's defaults): each is kept where a kept rule reads it.
        for (const decl of node.nodes)
          if (decl.type === "decl")
            pieces.push({ wrap: [...wrap, node.selector], css: `${decl};`, defines: decl.prop });
        return;
      }
      if (node.type === "rule") {
        const start = node.source?.start;
        const selectors = places.get(`${start?.line}:${start?.column}`);
        if (!selectors) throw new Error(`css-pieces: no parsed selector for ${node.selector}`);
        const needs = selectors.map((selector) => [...requiredClasses(selector)]);
        const css = node.toString();
        pieces.push(needs.some((need) => need.length === 0) ? { wrap, css } : { wrap, css, needs });
        return;
      }
      // A statement (`@layer a, b;`) ends with a semicolon that postcss keeps with its parent.
      pieces.push({ wrap, css: node.type === "atrule" && !node.nodes ? `${node};` : node.toString() });
    });
  };
  visit(postcss.parse(css), []);
  return pieces;
}

// Writes, beside Vite's manifest, the pieces of every stylesheet the build made, by its path in the manifest.
export const cssPiecesPlugin = {
  name: "css-pieces",
  apply: "build" as const,
  writeBundle(options: { dir?: string }, bundle: Record<string, { type: string }>) {
    const dir = options.dir ?? "dist";
    const sheets = Object.keys(bundle).filter((file) => file.endsWith(".css"));
    const pieces = Object.fromEntries(
      sheets.map((file) => [file, cssPieces(readFileSync(join(dir, file), "utf8"))]),
    );
    writeFileSync(join(dir, cssPiecesFile), JSON.stringify(pieces));
  },
};
