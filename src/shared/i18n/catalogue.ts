import type { Lang } from "./index";

// The catalogue pages' own texts (docs/decisions/210); the cards' shared words come from en.ts/ar.ts.
const en = {
  catalogueTitle: "Our products",
  catalogueIntro: "Tissue for hotels, clinics, restaurants, offices and shops, sold by the carton.",
  allCategories: "All products",
  categoryFilter: "Category",
  searchLabel: "Search",
  searchPlaceholder: "Name, size, ply...",
  sortLabel: "Sort by",
  sortFeatured: "Featured",
  sortNewest: "Newest",
  sortName: "Name",
  sortPrice: "Price",
  apply: "Show",
  noResults: "No product matches. Try fewer words or another category.",
  previousPage: "Previous",
  nextPage: "Next",
  pageOf: "Page {page} of {pages}",
  viewProduct: "View product",
  specifications: "Specifications",
  howSold: "How it is sold",
  unitOfSale: "Unit of sale",
  piecesPerUnit: "Pieces in one unit",
  minimumOrder: "Minimum order",
  orderMultiple: "Order in multiples of",
  quantityPrices: "Quantity prices",
  fromQuantity: "From {quantity}",
  requestSample: "Request a sample",
  related: "More in {category}",
  breadcrumb: "Breadcrumb",
  gallery: "Pictures",
  unitFallback: "units",
};
type Key = keyof typeof en;

const ar: Record<Key, string> = {
  catalogueTitle: "منتجاتنا",
  catalogueIntro: "مناديل للفنادق والعيادات والمطاعم والمكاتب والمتاجر، تباع بالكرتونة.",
  allCategories: "كل المنتجات",
  categoryFilter: "الفئة",
  searchLabel: "بحث",
  searchPlaceholder: "الاسم، المقاس، عدد الطبقات...",
  sortLabel: "ترتيب حسب",
  sortFeatured: "المميزة",
  sortNewest: "الأحدث",
  sortName: "الاسم",
  sortPrice: "السعر",
  apply: "عرض",
  noResults: "لا يوجد منتج مطابق. جرّب كلمات أقل أو فئة أخرى.",
  previousPage: "السابق",
  nextPage: "التالي",
  pageOf: "الصفحة {page} من {pages}",
  viewProduct: "عرض المنتج",
  specifications: "المواصفات",
  howSold: "طريقة البيع",
  unitOfSale: "وحدة البيع",
  piecesPerUnit: "عدد القطع في الوحدة",
  minimumOrder: "الحد الأدنى للطلب",
  orderMultiple: "الطلب بمضاعفات",
  quantityPrices: "أسعار الكميات",
  fromQuantity: "من {quantity}",
  requestSample: "اطلب عينة",
  related: "المزيد من {category}",
  breadcrumb: "مسار التنقل",
  gallery: "الصور",
  unitFallback: "وحدة",
};

const tables = { en, ar };

export function catalogueText(lang: Lang) {
  const table = tables[lang];
  return (key: Key, values: Record<string, string | number> = {}) =>
    table[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
