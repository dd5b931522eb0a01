import { expect, test } from "bun:test";
import { foldForSearch } from "./search-text";

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
