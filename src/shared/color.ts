// The colour picker speaks #rrggbb only; stored colours may also be hsl (docs/api-contract.md): convert for display.
export function toHexColor(value: string): string {
  const text = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(text)) return text.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(text)) return `#${[...text.slice(1)].map((c) => c + c).join("")}`.toLowerCase();
  const numbers = text.match(/-?\d+(?:\.\d+)?/g)?.map(Number);
  if (!numbers || numbers.length < 3) return "#000000";
  const [rawHue = 0, s = 0, l = 0] = numbers;
  const h = ((rawHue % 360) + 360) % 360;
  const sat = s / 100;
  const light = l / 100;
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
