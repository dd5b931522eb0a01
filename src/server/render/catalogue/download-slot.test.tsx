import { expect, test } from "bun:test";
import type { Product } from "../../features/products/service";
import { productPage } from "./product-page";

const product = {
  id: "p1",
  slug: "boxed",
  name: "Boxed",
  nameAr: "",
  description: "Soft",
  descriptionAr: "",
  category: "facial",
  price: null,
  specifications: null,
  specTable: [],
  gallery: [],
  imageUrl: "",
  unitOfSale: "",
  unitOfSaleAr: "",
  piecesPerUnit: null,
  minOrder: 1,
  orderMultiple: 1,
  quantityPrices: [],
  seoTitle: "",
  seoTitleAr: "",
  seoDescription: "",
  seoDescriptionAr: "",
  featured: false,
  showPrice: false,
  active: true,
  createdAt: "2026-11-25T00:00:00.000Z",
} satisfies Product;
const shell = {
  lang: "en" as const,
  assets: { script: "", preload: [], css: [] },
  text: () => "",
  siteName: "Safa",
  theme: "",
  origin: "",
  hasPosts: false,
  footerProducts: [],
};

test("the product page shows the downloads list the product-files feature renders, and nothing without one", () => {
  const list = <ul id="product-downloads-list">Spec sheet</ul>;
  const withFiles = productPage(shell, { product, categoryName: "Facial", related: [], downloads: list });
  expect(withFiles).toContain('<ul id="product-downloads-list">Spec sheet</ul>');
  const without = productPage(shell, { product, categoryName: "Facial", related: [] });
  expect(without).not.toContain("product-downloads");
  expect(without).not.toContain("wa.me");
});
