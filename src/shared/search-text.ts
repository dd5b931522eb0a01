// One folding for what is stored and what is searched (docs/decisions/210): English letters without case or
// accents; Arabic without diacritics or tatweel, every alef form as a bare alef, hamza on waw or yaa as the bare
// letter, alef maqsura as yaa and taa marbuta as haa, and without the article (ال, also after و ب ك ف, and لل);
// a number and the letters beside it as two words ("2ply" as "2 ply"); runs of anything else as one space.
export function foldForSearch(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, "")
    .toLowerCase()
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0624/g, "\u0648")
    .replace(/[\u0626\u0649]/g, "\u064a")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0621/g, "")
    .replace(/(\p{N})(?=\p{L})|(\p{L})(?=\p{N})/gu, "$1$2 ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .map(withoutArticle)
    .join(" ");
}

// Only from a word of four letters or more, leaving two letters after ال and three after its joined forms:
// "الوجه" is "وجه", "للمطاعم" "مطاعم"; "الم" and "والد" stay whole.
const article = /^(?:ال(?=\p{L}{2,}$)|(?:[وبكف]ال|لل)(?=\p{L}{3,}$))/u;
const withoutArticle = (word: string) => (word.length >= 4 ? word.replace(article, "") : word);

// What the catalogue searches of a query: its first eight words, within 100 characters. A longer query is cut
// at a word's end and the search box shows the cut text, so the page says what it searched (docs/decisions/210).
export const searchMaxLength = 100;
const searchWordLimit = 8;
export function searchedText(q: string) {
  let text = "";
  for (const word of q.trim().split(/\s+/).slice(0, searchWordLimit)) {
    const longer = text ? `${text} ${word}` : word;
    if (longer.length > searchMaxLength) return text || word.slice(0, searchMaxLength);
    text = longer;
  }
  return text;
}

// Each word of a searched text folded. A term with a digit or folding to several words ("2-ply", "ST-512",
// "40x40") is matched as a whole, from a word's start to a word's end; any other is found inside the stored words,
// so "napkin" finds "napkins".
export type SearchTerm = { text: string; whole: boolean };
export const searchTerms = (q: string): SearchTerm[] =>
  q
    .split(/\s+/)
    .map(foldForSearch)
    .filter(Boolean)
    .map((text) => ({ text, whole: /[\p{N} ]/u.test(text) }));
