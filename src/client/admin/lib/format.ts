const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

export const formatDateTime = (value: string | Date) => dateTime.format(new Date(value));
export const formatDate = (value: string | Date) => date.format(new Date(value));

// The admin speaks English: a count with the form English's plural rules ask for ("1 product", "2 products").
const pluralRules = new Intl.PluralRules("en-US");
const numbers = new Intl.NumberFormat("en-US");
export const formatCount = (n: number) => numbers.format(n);
export const counted = (n: number, forms: { one: string; other: string }) =>
  `${formatCount(n)} ${pluralRules.select(n) === "one" ? forms.one : forms.other}`;
