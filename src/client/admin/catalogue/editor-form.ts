import { z } from "zod";
import { type ProductCreate, productCreateSchema } from "#shared/catalogue.ts";
import type { AdminProduct } from "../lib/types";

// The product editor's values (docs/decisions/210): the spec's fields, the page's fields, and the gallery split
// into the main picture (the spec's Product Image, with its alt texts) and the pictures after it.
export const editorSchema = productCreateSchema.extend({
  mainAlt: z.string().trim().max(200).default(""),
  mainAltAr: z.string().trim().max(200).default(""),
  morePictures: productCreateSchema.shape.gallery.unwrap().default([]),
});
export type EditorValues = z.input<typeof editorSchema>;
export type EditorData = z.output<typeof editorSchema>;

export function pageValuesOf(product?: AdminProduct) {
  const [first, ...rest] = product?.gallery ?? [];
  const firstIsMain = first !== undefined && first.url === product?.imageUrl;
  return {
    slug: product?.slug ?? undefined,
    specTable: product?.specTable ?? [],
    unitOfSale: product?.unitOfSale ?? "",
    unitOfSaleAr: product?.unitOfSaleAr ?? "",
    piecesPerUnit: product?.piecesPerUnit ?? null,
    minOrder: product?.minOrder ?? 1,
    orderMultiple: product?.orderMultiple ?? 1,
    quantityPrices: product?.quantityPrices ?? [],
    seoTitle: product?.seoTitle ?? "",
    seoTitleAr: product?.seoTitleAr ?? "",
    seoDescription: product?.seoDescription ?? "",
    seoDescriptionAr: product?.seoDescriptionAr ?? "",
    mainAlt: firstIsMain ? first.alt : "",
    mainAltAr: firstIsMain ? first.altAr : "",
    morePictures: firstIsMain ? rest : (product?.gallery ?? []),
  };
}

// What the doors take: the main picture first in the gallery, then the others in their order.
export function toProductData({ mainAlt, mainAltAr, morePictures, ...data }: EditorData): ProductCreate {
  const main = data.imageUrl ? [{ url: data.imageUrl, alt: mainAlt, altAr: mainAltAr }] : [];
  return { ...data, gallery: [...main, ...morePictures] };
}
