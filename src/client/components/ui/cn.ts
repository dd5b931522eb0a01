// Joins class names, skipping the falsy ones a condition leaves behind.
export const cn = (...classes: Array<string | false | null | undefined>) => classes.filter(Boolean).join(" ");
