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

export const blogPath = (lang: "en" | "ar", slug?: string) =>
  `${lang === "ar" ? "/ar" : ""}/blog${slug ? `/${slug}` : ""}`;
