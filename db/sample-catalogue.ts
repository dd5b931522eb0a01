import type { ProductCategory } from "#shared/constants.ts";

type SampleProduct = {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  category: ProductCategory;
  price: string | null;
  specifications: string[];
  imageUrl: string;
  featured?: boolean;
  showPrice?: boolean;
};

type SampleTestimonial = { name: string; experience: string; text: string; rating: number };

// Listed in display order: the seed gives the first the newest timestamp.
export const sampleProducts: SampleProduct[] = [
  {
    name: "Premium 2-Ply Facial Tissue Box",
    nameAr: "علبة مناديل وجه فاخرة طبقتين",
    description:
      "Soft, lint-free facial tissue in a slim upright box that fits any reception desk or guest room. Made from 100% virgin pulp for a gentle touch.",
    descriptionAr:
      "مناديل وجه ناعمة وخالية من الوبر في علبة أنيقة تناسب مكاتب الاستقبال وغرف الضيوف. مصنوعة من لب الورق البكر بنسبة 100% لملمس لطيف.",
    category: "facial",
    price: "24.50",
    specifications: ["2-ply", "150 sheets x 36 boxes per case", "100% virgin pulp", "Sheet size 20 x 20 cm"],
    imageUrl: "/images/products/facial-box.webp",
    featured: true,
  },
  {
    name: "Luxury 3-Ply Toilet Rolls",
    nameAr: "لفائف حمام فاخرة ثلاث طبقات",
    description:
      "Quilted three-ply toilet tissue for hotels and premium washrooms. Strong, absorbent and fast-dissolving, safe for septic systems.",
    descriptionAr:
      "ورق حمام مبطن بثلاث طبقات للفنادق والحمامات الراقية. قوي وعالي الامتصاص وسريع الذوبان وآمن لأنظمة الصرف.",
    category: "toilet",
    price: "31.00",
    specifications: ["3-ply, quilted", "200 sheets per roll", "10 rolls x 6 packs per case", "Septic safe"],
    imageUrl: "/images/products/toilet-rolls.webp",
    featured: true,
  },
  {
    name: "Hotel Cube Facial Tissue",
    nameAr: "مناديل وجه مكعبة للفنادق",
    description:
      "Compact cube box for guest rooms and bathrooms, available with your logo printed on the carton. Pricing depends on print run and artwork.",
    descriptionAr:
      "علبة مكعبة صغيرة لغرف الضيوف والحمامات، متوفرة مع طباعة شعارك على العلبة. يعتمد السعر على كمية الطباعة والتصميم.",
    category: "facial",
    price: "27.00",
    specifications: ["2-ply", "85 sheets x 48 cubes per case", "Private-label printing available"],
    imageUrl: "/images/products/cube-box.webp",
    showPrice: false,
  },
  {
    name: "Jumbo Roll Toilet Tissue",
    nameAr: "لفائف حمام جامبو",
    description:
      "High-capacity jumbo rolls for public washrooms, offices and malls. Fewer refills, less downtime and a lower cost per use.",
    descriptionAr:
      "لفائف جامبو عالية السعة للحمامات العامة والمكاتب والمراكز التجارية. عدد أقل من مرات التعبئة وتكلفة أقل لكل استخدام.",
    category: "toilet",
    price: "38.75",
    specifications: [
      "2-ply",
      "300 m per roll",
      "12 rolls per case",
      "Fits standard jumbo dispensers (76 mm core)",
    ],
    imageUrl: "/images/products/jumbo-roll.webp",
  },
  {
    name: "Kitchen Towel Rolls",
    nameAr: "لفائف مناشف المطبخ",
    description:
      "Thick, embossed kitchen towels that soak up spills quickly and stay strong when wet. Ideal for commercial kitchens and retail packs.",
    descriptionAr:
      "مناشف مطبخ سميكة ومنقوشة تمتص الانسكابات بسرعة وتبقى قوية عند البلل. مثالية للمطابخ التجارية وعبوات البيع بالتجزئة.",
    category: "paper-towel",
    price: "19.90",
    specifications: ["2-ply, embossed", "60 sheets per roll", "2 rolls x 12 packs per case"],
    imageUrl: "/images/products/kitchen-towels.webp",
  },
  {
    name: "Interfold Hand Towels",
    nameAr: "مناشف أيدي متداخلة",
    description:
      "One-at-a-time interfold towels for clinics, schools and office washrooms. Hygienic dispensing with no waste.",
    descriptionAr:
      "مناشف متداخلة تخرج واحدة تلو الأخرى للعيادات والمدارس وحمامات المكاتب. استخدام صحي دون هدر.",
    category: "paper-towel",
    price: "22.40",
    specifications: [
      "1-ply",
      "150 towels x 20 packs per case",
      "Towel size 23 x 21 cm",
      "Fits all V-fold dispensers",
    ],
    imageUrl: "/images/products/interfold-towels.webp",
  },
  {
    name: "Dinner Napkins 2-Ply",
    nameAr: "مناديل سفرة طبقتين",
    description:
      "Generous 40 x 40 cm dinner napkins for restaurants, banquets and catering. Folded in quarters, in white or custom colours.",
    descriptionAr:
      "مناديل سفرة كبيرة بمقاس 40 × 40 سم للمطاعم والولائم وخدمات التموين. مطوية إلى أرباع، باللون الأبيض أو بألوان حسب الطلب.",
    category: "napkin",
    price: "16.80",
    specifications: ["2-ply", "40 x 40 cm, 1/4 fold", "50 napkins x 40 packs per case"],
    imageUrl: "/images/products/napkins.webp",
  },
  {
    name: "Pocket Tissue Packs",
    nameAr: "مناديل جيب",
    description:
      "Handy resealable pocket packs for pharmacies, supermarkets and promotional giveaways. Custom printed wrappers on request.",
    descriptionAr:
      "عبوات جيب عملية قابلة لإعادة الإغلاق للصيدليات ومحلات السوبرماركت والهدايا الترويجية. أغلفة مطبوعة حسب الطلب.",
    category: "other",
    price: "12.50",
    specifications: ["3-ply", "10 tissues x 10 packs x 24 bundles per case", "Resealable wrapper"],
    imageUrl: "/images/products/pocket-packs.webp",
  },
];

export const sampleTestimonials: SampleTestimonial[] = [
  {
    name: "Layla Haddad",
    experience: "Purchasing Manager, Grand Harbour Hotel",
    text: "We switched all 240 rooms to their facial tissue and 3-ply rolls. Guests noticed the difference, and deliveries have arrived on time every month.",
    rating: 5,
  },
  {
    name: "Dr. Omar Khalil",
    experience: "Director, Cedar Family Clinic",
    text: "The interfold towels fit our existing dispensers and the quality is consistent from case to case. Their sales team answers the same day.",
    rating: 5,
  },
  {
    name: "Marco Rossi",
    experience: "Owner, Trattoria Milano",
    text: "Their dinner napkins feel like linen for a fraction of the price. We order custom colours for special events and they always look great.",
    rating: 5,
  },
  {
    name: "Sarah Mitchell",
    experience: "Store Manager, FreshMart Supermarkets",
    text: "Kitchen towels and pocket packs sell steadily on our shelves. Good margins and a supplier that keeps its promises on lead times.",
    rating: 4,
  },
  {
    name: "Yousef Al-Amin",
    experience: "Facilities Supervisor, Skyline Business Tower",
    text: "Jumbo rolls cut our refill rounds in half. Fewer complaints from tenants and a clear saving on our cleaning budget.",
    rating: 5,
  },
  {
    name: "Nadia Farouk",
    experience: "Owner, Bloom Café",
    text: "Friendly team, fair prices and samples sent within two days. The napkins and hand towels are exactly what a small café needs.",
    rating: 4,
  },
];
