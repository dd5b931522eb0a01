import { z } from "zod";
import { slugMax, slugPattern } from "./blog";
import { imageUrlSchema, priceSchema, productInputSchema, productLine, productUpdateSchema } from "./schemas";
import { searchedText } from "./search-text";

// The product page's own fields (docs/decisions/210), validated like the rest of a product.
const line = productLine;
const count = (max: number) => {
  const message = `A whole number from 1 to ${max.toLocaleString("en-US")}`;
  return z.number({ error: message }).int(message).min(1, message).max(max, message);
};

export const productSlugSchema = z
  .string()
  .trim()
  .max(slugMax)
  .regex(slugPattern, "Use lowercase letters, digits and single dashes");

export const specRowSchema = z.object({
  label: line(100).min(1, "Required"),
  labelAr: line(100).default(""),
  value: line(300).min(1, "Required"),
  valueAr: line(300).default(""),
});
export const galleryImageSchema = z.object({
  url: imageUrlSchema.refine((v) => v !== "", "Required"),
  alt: line(200).default(""),
  altAr: line(200).default(""),
});
export const quantityPriceSchema = z.object({
  minQuantity: count(10_000_000),
  price: priceSchema.refine((v) => v !== null, "Price is required"),
});

export const productPageFields = {
  // Left empty: made from the name (a new product) or kept (an existing one).
  slug: z.union([z.literal("").transform(() => undefined), productSlugSchema]).optional(),
  specTable: z.array(specRowSchema).max(50).optional(),
  gallery: z.array(galleryImageSchema).max(20).optional(),
  unitOfSale: line(50).optional(),
  unitOfSaleAr: line(50).optional(),
  piecesPerUnit: count(1_000_000).nullable().optional(),
  minOrder: count(10_000_000).optional(),
  orderMultiple: count(10_000_000).optional(),
  quantityPrices: z
    .array(quantityPriceSchema)
    .max(20)
    .refine((rows) => new Set(rows.map((r) => r.minQuantity)).size === rows.length, "Each quantity once")
    // Kept from the smallest quantity up, the order the product page lists them in, whatever order they came in.
    .transform((rows) => rows.toSorted((a, b) => a.minQuantity - b.minQuantity))
    .optional(),
  seoTitle: line(120).optional(),
  seoTitleAr: line(120).optional(),
  seoDescription: line(320).optional(),
  seoDescriptionAr: line(320).optional(),
};

// The doors' product schemas: the spec's fields, these, and a category named by its slug (checked against the
// categories table by the service, as the owner manages them).
export const categorySlugSchema = productSlugSchema;
export const productCreateSchema = productInputSchema.extend({
  ...productPageFields,
  category: z.string({ error: "Choose a category" }).trim().min(1, "Choose a category").max(slugMax),
});
export const productEditSchema = productUpdateSchema.extend({
  ...productPageFields,
  category: productCreateSchema.shape.category.optional(),
});
export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductEdit = z.output<typeof productEditSchema>;

export const categoryInputSchema = z.object({
  slug: categorySlugSchema,
  name: line(100).min(1, "Required"),
  nameAr: line(100).default(""),
  description: line(500).default(""),
  descriptionAr: line(500).default(""),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type CategoryData = z.output<typeof categoryInputSchema>;

export const catalogueSorts = ["featured", "newest", "name", "price"] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];
export const cataloguePerPage = 24;

// The catalogue's state as its URL carries it; anything unknown reads as the default.
export const catalogueQuerySchema = z.object({
  category: z.string().max(slugMax).regex(slugPattern).optional().catch(undefined),
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((q) => (q === undefined ? undefined : searchedText(q) || undefined)),
  sort: z.enum(catalogueSorts).catch("featured").default("featured"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

// The state as the URL carries it, defaults left out, so each view has one address.
export function catalogueSearch(query: Partial<CatalogueQuery>) {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== "featured") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
