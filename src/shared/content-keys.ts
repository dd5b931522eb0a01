import type { ContentType } from "./constants";

export type ContentDefault = { key: string; type: ContentType; value: string; description: string };

type Entry = { key: string; type?: ContentType; description: string; en: string; ar?: string };

// Every key the site reads, with its built-in wording. Text keys with `ar` also get an `<key>_ar` variant.
const entries: Entry[] = [
  {
    key: "hero_title",
    description: "Main headline at the top of the home page",
    en: "Soft, strong tissue for every business",
    ar: "مناديل ناعمة وقوية لكل الأعمال",
  },
  {
    key: "hero_subtitle",
    description: "Short tagline above the headline",
    en: "Premium tissue paper, made in our own mill",
    ar: "مناديل ورقية فاخرة من مصنعنا مباشرة",
  },
  {
    key: "hero_description",
    description: "Paragraph under the headline",
    en: "Facial tissue, toilet rolls, kitchen towels, napkins, pocket packs and interfold towels for hotels, clinics, restaurants and retailers. Consistent quality, private-label options and reliable delivery at wholesale prices.",
    ar: "مناديل الوجه ولفائف الحمام ومناشف المطبخ والمناديل الورقية وعبوات الجيب والمناشف المتداخلة للفنادق والعيادات والمطاعم ومتاجر التجزئة. جودة ثابتة وخيارات العلامة الخاصة وتوصيل موثوق بأسعار الجملة.",
  },
  {
    key: "hero_image",
    type: "image",
    description: "Large picture beside the headline",
    en: "/images/hero.webp",
  },
  {
    key: "stats_customers",
    description: "Customer count in the statistics strip",
    en: "10000+",
    ar: "+10000",
  },
  {
    key: "stats_customers_label",
    description: "Label under the customer count",
    en: "Happy customers",
    ar: "عميل سعيد",
  },
  { key: "stats_quality", description: "Quality figure in the statistics strip", en: "100%", ar: "100%" },
  {
    key: "stats_quality_label",
    description: "Label under the quality figure",
    en: "Quality guaranteed",
    ar: "جودة مضمونة",
  },
  {
    key: "about_image",
    type: "image",
    description: "Picture in the About Us section",
    en: "/images/about.webp",
  },
  {
    key: "products_subtitle",
    description: "Small label above the products title",
    en: "Our products",
    ar: "منتجاتنا",
  },
  {
    key: "products_title",
    description: "Heading of the products section",
    en: "Tissue for every room and every customer",
    ar: "مناديل لكل مكان ولكل عميل",
  },
  {
    key: "products_description",
    description: "Text under the products heading",
    en: "From two-ply facial tissue to high-capacity paper towels, every line is made to hospitality and healthcare standards.",
    ar: "من مناديل الوجه ذات الطبقتين إلى مناشف الورق عالية السعة، كل منتج مصنوع وفق معايير الضيافة والرعاية الصحية.",
  },
  {
    key: "testimonials_title",
    description: "Heading of the testimonials section",
    en: "What our customers say",
    ar: "ماذا يقول عملاؤنا",
  },
  {
    key: "contact_title",
    description: "Heading of the contact section",
    en: "Get in touch",
    ar: "تواصل معنا",
  },
  {
    key: "contact_subtitle",
    description: "Text under the contact heading",
    en: "Tell us what you need and our sales team will answer within one business day.",
    ar: "أخبرنا بما تحتاجه وسيرد فريق المبيعات خلال يوم عمل واحد.",
  },
  { key: "contact_phone", description: "Company phone number shown on the site", en: "+1 555 010 4477" },
  {
    key: "contact_chat_number",
    description: "Chat (WhatsApp) number in international format, digits only",
    en: "15550104477",
  },
  { key: "contact_email", description: "Company email address", en: "sales@safatissue.com" },
  { key: "contact_facebook", description: "Facebook page address", en: "https://facebook.com/safatissue" },
  {
    key: "contact_instagram",
    description: "Instagram profile address",
    en: "https://instagram.com/safatissue",
  },
  {
    key: "contact_hours_weekdays",
    description: "Opening hours, Monday to Friday",
    en: "Monday - Friday: 8:00 AM - 6:00 PM",
    ar: "الاثنين - الجمعة: 8:00 ص - 6:00 م",
  },
  {
    key: "contact_hours_saturday",
    description: "Opening hours, Saturday",
    en: "Saturday: 9:00 AM - 4:00 PM",
    ar: "السبت: 9:00 ص - 4:00 م",
  },
  {
    key: "contact_hours_sunday",
    description: "Opening hours, Sunday",
    en: "Sunday: Closed",
    ar: "الأحد: مغلق",
  },
  {
    key: "shop_now_title",
    description: "Heading of the Ready to Experience band",
    en: "Ready to experience the difference?",
    ar: "هل أنت مستعد لتجربة الفرق؟",
  },
  {
    key: "shop_now_description",
    description: "Text of the Ready to Experience band",
    en: "Request samples or a wholesale quote today. We ship pallets and mixed loads to businesses of every size.",
    ar: "اطلب عينات أو عرض سعر بالجملة اليوم. نشحن المنصات والشحنات المختلطة للأعمال بجميع أحجامها.",
  },
  {
    key: "shop_now_cta",
    description: "Button text of the Ready to Experience band",
    en: "Shop now",
    ar: "تسوق الآن",
  },
  {
    key: "footer_company_name",
    description: "Company name in the header and footer",
    en: "Safa Tissue",
    ar: "صفاء للمناديل",
  },
  {
    key: "footer_tagline",
    description: "Short line about the company in the footer",
    en: "Quality tissue paper for homes and businesses since 1998.",
    ar: "مناديل ورقية عالية الجودة للمنازل والأعمال منذ 1998.",
  },
  {
    key: "quote_payment_terms",
    description: "Payment terms printed on every quote's PDF",
    en: "50% advance with the purchase order, balance before dispatch, by bank transfer.",
    ar: "50% دفعة مقدمة مع أمر الشراء، والباقي قبل الشحن، بتحويل بنكي.",
  },
  {
    key: "quote_terms",
    description: "Terms and conditions printed on every quote's PDF (one per line)",
    en: "Prices are ex-works unless the delivery terms say otherwise.\nLead time is confirmed with the purchase order.\nQuantities may vary by up to 5% per production run and are invoiced as delivered.\nGoods remain our property until paid in full.",
    ar: "الأسعار تسليم المصنع ما لم تنص شروط التسليم على غير ذلك.\nتُؤكَّد مدة التوريد مع أمر الشراء.\nقد تختلف الكميات بنسبة تصل إلى 5% في كل دفعة إنتاج وتُحتسب كما سُلِّمت.\nتبقى البضاعة ملكاً لنا حتى سداد ثمنها بالكامل.",
  },
  { key: "theme_primary", type: "color", description: "Main brand colour (buttons, links)", en: "#0e7490" },
  { key: "theme_accent", type: "color", description: "Accent colour (badges, highlights)", en: "#f59e0b" },
  {
    key: "theme_dark",
    type: "color",
    description: "Dark colour (footer, call-to-action band)",
    en: "#0f172a",
  },
];

export const contentDefaults: ContentDefault[] = entries.flatMap(
  ({ key, type = "text", description, en, ar }) => {
    const base = { key, type, value: en, description };
    return ar === undefined
      ? [base]
      : [base, { key: `${key}_ar`, type, value: ar, description: `${description} (Arabic)` }];
  },
);

export const contentDefaultValue = (key: string) => contentDefaults.find((d) => d.key === key)?.value ?? "";
