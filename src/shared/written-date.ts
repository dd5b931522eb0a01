// "25 November 2026" / "25 نوفمبر 2026": a date written out in the reader's language, Latin digits in both as
// everywhere on the site (prices, quantities), the same on the server and in the browser. It is what
// Intl.DateTimeFormat gives for en-GB and ar-EG-u-nu-latn with dateStyle "long" in UTC (written-date.test.ts holds
// it to that), written out because a page's first Intl object loads ICU, 60-100 ms of a slowed phone's main thread
// while React hydrates (docs/decisions/050). The blog, the buyer's quote page, its PDF (decision 162) and the
// admin (decision 042) write dates with it.
const months = {
  en: "January February March April May June July August September October November December".split(" "),
  ar: "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(" "),
};

// An instant ("2026-11-25T10:00:00.000Z") is read on UTC's day; a calendar day ("2026-11-25") is that day.
export function writtenDate(iso: string, lang: "en" | "ar") {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${months[lang][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
