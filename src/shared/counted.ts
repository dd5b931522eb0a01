// The owner's side speaks English, in the admin and in the server's alerts and refusals: a count with the form
// English's plural rules ask for ("1 product", "2 products", "1,000 products").
const pluralRules = new Intl.PluralRules("en-US");
const numbers = new Intl.NumberFormat("en-US");
export const formatCount = (n: number) => numbers.format(n);
export const counted = (n: number, forms: { one: string; other: string }) =>
  `${formatCount(n)} ${pluralRules.select(n) === "one" ? forms.one : forms.other}`;
export const productNoun = { one: "product", other: "products" };
