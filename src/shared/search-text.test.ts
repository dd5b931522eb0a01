import { expect, test } from "bun:test";
import { foldForSearch, searchTerms } from "./search-text";

test("English is matched without regard to case or accents", () => {
  expect(foldForSearch("Crème  NAPKINS!")).toBe("creme napkins");
});

test("Arabic is matched without regard to hamza and alef forms, taa marbuta or diacritics", () => {
  expect(foldForSearch("مَنَاديلُ")).toBe(foldForSearch("مناديل"));
  expect(foldForSearch("أبيض")).toBe(foldForSearch("ابيض"));
  expect(foldForSearch("إضافي")).toBe(foldForSearch("اضافي"));
  expect(foldForSearch("آمنة")).toBe(foldForSearch("امنه"));
  expect(foldForSearch("مائدة")).toBe(foldForSearch("مايده"));
  expect(foldForSearch("على")).toBe(foldForSearch("علي"));
});

test("the Arabic article is left out of words of four letters or more, on its own or joined", () => {
  expect(foldForSearch("مناديل الوجه")).toBe(foldForSearch("مناديل وجه"));
  expect(foldForSearch("للمطاعم والفنادق")).toBe("مطاعم فنادق");
  expect(foldForSearch("الم والد")).toBe("الم والد");
});

test("a number and the letters beside it are two words; a hyphenated or numbered term is matched whole", () => {
  expect(foldForSearch("2ply 40x40")).toBe("2 ply 40 x 40");
  expect(searchTerms("2-Ply napkins")).toEqual([
    { text: "2 ply", whole: true },
    { text: "napkins", whole: false },
  ]);
});
