// A slug as the address bar shows it: lowercase latin letters and digits in words joined by single dashes.
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMax = 80;

// "Choosing Hotel Napkins: 5 Tips!" -> "choosing-hotel-napkins-5-tips"; accents are dropped, other scripts give "".
export function slugify(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, slugMax)
    .replace(/^-+|-+$/g, "");
}

type PostTexts = { title: string; excerpt: string; titleAr: string; excerptAr: string; contentAr?: string };

// A post reads in Arabic once it has an Arabic title; until then /ar shows its English texts, marked as English.
export function postIn<P extends PostTexts>(post: P, lang: "en" | "ar") {
  const arabic = lang === "ar" && post.titleAr !== "";
  return {
    lang: arabic ? ("ar" as const) : ("en" as const),
    title: arabic ? post.titleAr : post.title,
    excerpt: arabic ? post.excerptAr : post.excerpt,
  };
}

// "12 March 2026" / "12 مارس 2026" in the page's language, Latin digits in both as everywhere on the site (prices,
// quantities, the quote's dates), the same on the server and in the browser: what Intl.DateTimeFormat gives for
// en-GB and ar-EG-u-nu-latn with dateStyle "long" in UTC (blog.test.ts holds it to that), written out because a
// page's first Intl object loads ICU, 60-100 ms of a slowed phone's main thread while React hydrates
// (docs/decisions/058).
const months = {
  en: "January February March April May June July August September October November December".split(" "),
  ar: "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(" "),
};

export function postDate(iso: string, lang: "en" | "ar") {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${months[lang][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export const blogPath = (lang: "en" | "ar", slug?: string) =>
  `${lang === "ar" ? "/ar" : ""}/blog${slug ? `/${slug}` : ""}`;
