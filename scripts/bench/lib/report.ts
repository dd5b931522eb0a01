// How the bench reports: the median of several runs, markdown tables, sizes in kB, and each figure's verdict
// against its target.
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
export const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
export const met = (ok: boolean) => (ok ? "met" : "NOT met");

export function table(title: string, head: string[], rows: (string | number)[][]) {
  console.log(
    `\n${title}\n\n| ${head.join(" | ")} |\n|${head.map((_, i) => (i ? "---:" : "---")).join("|")}|`,
  );
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}
