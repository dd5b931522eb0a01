// One folding for what is stored and what is searched (docs/decisions/210): English letters without case or
// accents; Arabic without diacritics or tatweel, every alef form as a bare alef, hamza on waw or yaa as the bare
// letter, alef maqsura as yaa and taa marbuta as haa; runs of anything else as one space.
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
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
