import type { QuantityPrice, SpecRow } from "./schema";

type PageFields = {
  specTable: SpecRow[];
  unitOfSale: string;
  unitOfSaleAr: string;
  piecesPerUnit: number;
  minOrder: number;
  orderMultiple: number;
  quantityPrices?: QuantityPrice[];
};

const row = (label: string, labelAr: string, value: string, valueAr: string): SpecRow => ({
  label,
  labelAr,
  value,
  valueAr,
});
const ply = (n: number, ar: string) => row("Ply", "عدد الطبقات", `${n}-ply`, ar);
const pulp = row("Material", "الخامة", "100% virgin pulp", "لب ورق بكر 100%");

// A product sold by the carton: pieces per carton, the least order and its steps, its rows and any quantity prices.
const cartons = (
  [piecesPerUnit, minOrder, orderMultiple]: [number, number, number],
  specTable: SpecRow[],
  quantityPrices?: QuantityPrice[],
): PageFields => ({
  specTable,
  unitOfSale: "cartons",
  unitOfSaleAr: "كرتونة",
  piecesPerUnit,
  minOrder,
  orderMultiple,
  ...(quantityPrices && { quantityPrices }),
});

// The sample catalogue's product pages (docs/decisions/210), in the order of sample-catalogue.ts.
export const samplePageFields: PageFields[] = [
  cartons(
    [36, 50, 10],
    [
      ply(2, "طبقتان"),
      row("Sheets", "عدد المناديل", "150 per box", "150 منديلاً في العلبة"),
      row("Sheet size", "مقاس المنديل", "20 x 20 cm", "20 × 20 سم"),
      pulp,
    ],
    [
      { minQuantity: 200, price: "23.50" },
      { minQuantity: 500, price: "22.00" },
    ],
  ),
  cartons(
    [60, 40, 10],
    [
      ply(3, "ثلاث طبقات، مبطنة"),
      row("Sheets", "عدد الأوراق", "200 per roll", "200 ورقة في اللفة"),
      row("Septic safe", "آمن لأنظمة الصرف", "Yes", "نعم"),
      pulp,
    ],
    [{ minQuantity: 200, price: "29.50" }],
  ),
  cartons(
    [48, 100, 50],
    [
      ply(2, "طبقتان"),
      row("Sheets", "عدد المناديل", "85 per cube", "85 منديلاً في المكعب"),
      row("Printing", "الطباعة", "Your logo on the box", "شعارك على العلبة"),
    ],
  ),
  cartons(
    [12, 30, 5],
    [
      ply(2, "طبقتان"),
      row("Length", "الطول", "300 m per roll", "300 م في اللفة"),
      row("Core", "قطر البكرة", "76 mm", "76 مم"),
    ],
    [{ minQuantity: 150, price: "36.90" }],
  ),
  cartons(
    [24, 50, 10],
    [
      ply(2, "طبقتان، منقوشة"),
      row("Sheets", "عدد الأوراق", "60 per roll", "60 ورقة في اللفة"),
      row("Pack", "العبوة", "2 rolls x 12 packs", "لفتان × 12 عبوة"),
    ],
  ),
  cartons(
    [3000, 40, 10],
    [
      ply(1, "طبقة واحدة"),
      row("Towel size", "مقاس المنشفة", "23 x 21 cm", "23 × 21 سم"),
      row("Fold", "الطي", "V-fold (interfold)", "طي V متداخل"),
    ],
  ),
  cartons(
    [2000, 60, 20],
    [
      ply(2, "طبقتان"),
      row("Size", "المقاس", "40 x 40 cm, 1/4 fold", "40 × 40 سم، طي رباعي"),
      row("Colours", "الألوان", "White or custom", "أبيض أو حسب الطلب"),
    ],
    [{ minQuantity: 300, price: "15.90" }],
  ),
  cartons(
    [2400, 100, 25],
    [
      ply(3, "ثلاث طبقات"),
      row("Pack", "العبوة", "10 tissues x 10 packs x 24 bundles", "10 مناديل × 10 عبوات × 24 حزمة"),
      row("Wrapper", "الغلاف", "Resealable, printable", "قابل لإعادة الإغلاق والطباعة"),
    ],
  ),
];
