import { useRoute } from "wouter";
import { categoryLabels, type ProductCategory, productCategories } from "../../shared/constants";
import { ar } from "./messages-ar";

export type Lang = "en" | "ar";

const en = {
  skipToContent: "Skip to content",
  navHome: "Home",
  navAbout: "About Us",
  navProducts: "Products",
  navTestimonials: "Testimonials",
  navContact: "Contact",
  mainNav: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  getInTouch: "Get in Touch",
  languageToggle: "Arabic",
  languageToggleLabel: "View this site in Arabic",
  learnMore: "Learn More",
  followUs: "Follow us",
  heroBadge: "Trusted by hotels, clinics and retailers",
  statsSupportValue: "24/7",
  statsSupport: "Customer support",
  statsLabel: "Company figures",
  aboutBadge: "About Us",
  aboutHeading: "A tissue mill that works for your business",
  aboutText:
    "We turn virgin pulp into soft, strong tissue on our own lines, then pack it the way hotels, clinics and shops need it: by the carton, by the pallet or under your own label.",
  aboutImageAlt: "Rolls of tissue paper on the production line",
  valueQualityTitle: "High Quality",
  valueQualityText: "Soft, strong, lint-free tissue made to hospitality and healthcare standards.",
  valuePriceTitle: "Best Prices",
  valuePriceText: "Direct-from-mill prices with volume discounts for every order size.",
  valueSupportTitle: "24/7 Customer Support",
  valueSupportText: "A real person answers day and night, by phone or chat.",
  inquire: "Inquire about product",
  placeOrder: "Place Order",
  viewAllProducts: "View All Products",
  noProducts: "Our catalogue is being updated. Contact us for the full range.",
  featured: "Featured",
  loading: "Loading",
  testimonialsEyebrow: "Testimonials",
  testimonialsIntro: "Buyers from hotels, clinics and shops on working with us.",
  previous: "Previous testimonials",
  next: "Next testimonials",
  goTo: "Go to testimonial",
  slideOf: "of",
  ratingOf: "Rated {n} out of 5",
  carouselLabel: "Customer testimonials",
  shareTitle: "Share Your Experience",
  shareIntro: "Bought from us? Tell other buyers how it went.",
  yourName: "Your name",
  experience: "Your business or role (optional)",
  experiencePlaceholder: "e.g. Purchasing manager, Grand Hotel",
  yourTestimonial: "Your experience",
  rating: "Rating",
  stars: "{n} stars",
  star: "1 star",
  submit: "Submit",
  submitting: "Submitting...",
  readyToOrder: "Ready to order?",
  readyToOrderText: "Pick a product and tell us the quantity: we reply with a quote.",
  orderPointSamples: "Free samples for business buyers",
  orderPointVolume: "Volume pricing from one pallet",
  orderPointLabel: "Your logo on the carton",
  phone: "Phone",
  chat: "Chat with us",
  chatOnWhatsApp: "Chat on WhatsApp",
  email: "Email",
  social: "Social",
  hours: "Operating hours",
  contactFormTitle: "Send us a message",
  name: "Name",
  message: "Message",
  sendMessage: "Send Message",
  sending: "Sending...",
  quickLinks: "Quick Links",
  ourProducts: "Our Products",
  contactUs: "Contact Us",
  rights: "All rights reserved.",
  chatButton: "Chat with us on WhatsApp",
  inquiryTitle: "Place an Order",
  inquiryDescription: "Tell us what you need and we will send a quote for",
  product: "Product",
  contactName: "Contact name",
  phoneOptional: "Phone (optional)",
  businessType: "Business type",
  chooseBusiness: "Choose your business type",
  quantity: "Quantity needed",
  quantityPlaceholder: "e.g. 50 cartons",
  needByDate: "Need-by date",
  needByPlaceholder: "e.g. 30 June, or ASAP",
  additionalNotes: "Additional notes (optional)",
  cancel: "Cancel",
  submitInquiry: "Submit Inquiry",
  askOnChat: "Or ask about this product on WhatsApp",
  chatAboutProduct: "Hello, I would like to order {product}.",
  close: "Close",
  errorTitle: "Error",
  testimonialError: "Failed to submit testimonial. Please try again.",
  contactError: "Failed to send message. Please try again.",
  inquiryError: "Failed to submit inquiry. Please try again.",
  testimonialSuccessTitle: "Thank You!",
  testimonialSuccess: "Your testimonial has been submitted and will appear after review.",
  contactSuccessTitle: "Message Sent!",
  contactSuccess: "Thank you for your message! We will get back to you soon.",
  inquirySuccessTitle: "Inquiry Sent!",
  inquirySuccess: "Thank you for your inquiry! We will contact you soon.",
  notFoundTitle: "404 Page Not Found",
  notFoundHint: "Did you forget to add the page to the router?",
  backHome: "Back to home",
  notifications: "Notifications",
};

export type MessageKey = keyof typeof en;

// The schemas speak English; Arabic visitors read the same messages translated.
const arValidation: Record<string, string> = {
  Required: "هذا الحقل مطلوب",
  "Invalid email": "البريد الإلكتروني غير صالح",
  "Name is required": "الاسم مطلوب",
  "Please share at least 10 characters about your experience": "يرجى كتابة 10 أحرف على الأقل عن تجربتك",
  "Rating must be a whole number from 1 to 5": "يجب أن يكون التقييم رقمًا صحيحًا من 1 إلى 5",
};

const dictionaries = { en, ar };

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export const translator =
  (lang: Lang): Translate =>
  (key, vars) =>
    Object.entries(vars ?? {}).reduce(
      (text, [name, value]) => text.replace(`{${name}}`, String(value)),
      dictionaries[lang][key],
    );

export const translateValidation = (lang: Lang, message: string) =>
  lang === "ar" ? (arValidation[message] ?? message) : message;

export const businessTypes = [
  { value: "Hotel", ar: "فندق" },
  { value: "Clinic or hospital", ar: "عيادة أو مستشفى" },
  { value: "Restaurant or café", ar: "مطعم أو مقهى" },
  { value: "Retail shop", ar: "متجر تجزئة" },
  { value: "Office", ar: "مكتب" },
  { value: "Distributor", ar: "موزّع" },
  { value: "Other", ar: "أخرى" },
] as const;

// `/ar` is the Arabic page; every other public path is English.
export function useLang(): Lang {
  const [isArabic] = useRoute("/ar");
  return isArabic ? "ar" : "en";
}

export const langCookie = (lang: Lang) => `lang=${lang}; path=/; max-age=31536000; SameSite=Lax`;

export const categoryLabelsAr: Record<ProductCategory, string> = {
  facial: "مناديل الوجه",
  toilet: "ورق الحمام",
  "paper-towel": "مناشف ورقية",
  napkin: "مناديل المائدة",
  other: "أخرى",
};

export const categoryLabel = (category: string, lang: Lang) => {
  const known = productCategories.find((c) => c === category);
  if (!known) return category;
  return lang === "ar" ? categoryLabelsAr[known] : categoryLabels[known];
};
