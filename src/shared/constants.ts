export const productCategories = ["facial", "toilet", "paper-towel", "napkin", "other"] as const;
export type ProductCategory = (typeof productCategories)[number];

export const categoryLabels: Record<ProductCategory, string> = {
  facial: "Facial Tissue",
  toilet: "Toilet Paper",
  "paper-towel": "Paper Towel",
  napkin: "Napkin",
  other: "Other",
};

export const inquiryStatuses = ["pending", "contacted", "completed"] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

export const contentTypes = ["text", "image", "color"] as const;
export type ContentType = (typeof contentTypes)[number];

export const limits = {
  ratingMin: 1,
  ratingMax: 5,
  ratingDefault: 5,
  testimonialTextMin: 10,
  uploadMaxBytes: 10_485_760,
  jsonBodyMaxBytes: 64 * 1024,
  // A blog post carries two long texts (Arabic takes two bytes a letter): its writes alone may be this large.
  postBodyMaxBytes: 640 * 1024,
  // A products CSV as a file; its request, with JSON's escapes, stays under postBodyMaxBytes.
  productCsvMaxBytes: 576 * 1024,
  uploadUrlTtlMs: 15 * 60 * 1000,
  sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
  formRateWindowMs: 10 * 60 * 1000,
  loginRateWindowMs: 15 * 60 * 1000,
  carouselIntervalMs: 5000,
  carouselTransitionMs: 500,
  scrollOffsetPx: 80,
  headerShadowAfterPx: 50,
  // The product cards of the landing page (View All Products leads to the catalogue), also the footer's list.
  productsShownFirst: 6,
  contentMultilineAbove: 100,
  toastDurationMs: 5000,
} as const;

export const uploadContentTypes = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;
// What the admin's file pickers offer: AVIF is recognised but does not decode on Linux servers (decision 031).
export const pickableImageTypes = uploadContentTypes.filter((type) => type !== "image/avif");
