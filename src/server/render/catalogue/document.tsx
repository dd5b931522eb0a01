import type { ReactNode } from "react";
import { productsPath } from "#shared/catalogue-paths.ts";
import { type PublicPage, type PublicShell, publicDocument } from "../public-document";

// The catalogue's pages are plain server HTML (docs/decisions/210): React renders the markup once with
// renderToStaticMarkup, no script is sent, and every action is a real link or a GET form.
export type CatalogueShell = PublicShell & { chatNumber: string };
export type Meta = Omit<PublicPage, "productsHref" | "footerLinks">;

export function catalogueDocument(shell: CatalogueShell, meta: Meta, main: ReactNode) {
  return publicDocument(shell, { ...meta, productsHref: productsPath(shell.lang) }, main);
}
