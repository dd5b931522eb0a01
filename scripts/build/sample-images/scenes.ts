import * as art from "./products";
import { backdrop, box, brand, Defs, endOnRoll, faceShade, label, mark, poly, shadow, svg } from "./shapes";

// Places product artwork (drawn standing on y=600) on a floor line at the given scale.
const place = (d: Defs, draw: art.Art, x: number, floor: number, scale: number) =>
  `<g transform="translate(${x} ${floor - 600 * scale}) scale(${scale})">${draw(d)}</g>`;

// Leaf shapes in the brand colours, drifting in the background.
const leaf = (x: number, y: number, s: number, rotate: number, color: string) =>
  `<path transform="translate(${x} ${y}) rotate(${rotate}) scale(${s})" d="M0,30 C5,5 30,-5 55,0 C50,25 30,38 0,30 Z" fill="${color}"/>`;

export function heroScene() {
  const d = new Defs();
  const sun = d.radial([
    [0, "rgba(245,158,11,0.55)"],
    [1, "rgba(245,158,11,0)"],
  ]);
  return svg(
    1200,
    900,
    d,
    `${backdrop(d, 1200, 900, ["#e4f5f9", "#bfe3ec"], 740)}
    <circle cx="930" cy="220" r="260" fill="${sun}"/>
    <circle cx="230" cy="180" r="150" fill="rgba(14,116,144,0.08)"/>
    ${leaf(150, 110, 2.4, -20, "rgba(14,116,144,0.18)")}${leaf(1000, 120, 1.8, 25, "rgba(245,158,11,0.35)")}
    ${leaf(1040, 560, 1.4, -40, "rgba(14,116,144,0.14)")}
    ${place(d, art.napkinsArt, 560, 700, 0.72)}
    ${place(d, art.toiletRollsArt, -20, 730, 0.78)}
    ${place(d, art.facialBoxArt, 300, 790, 0.95)}
    ${place(d, art.pocketPacksArt, 760, 800, 0.55)}`,
  );
}

// A stack of shipping cases on a pallet.
function pallet(d: Defs, x: number, y: number) {
  const teal = { front: faceShade(d, brand.teal, brand.tealDark), side: "#0a4a5c", top: "#1591ae" };
  const amber = { front: faceShade(d, "#fbbf24", "#f59e0b"), side: "#b45309", top: "#fcd34d" };
  const cases = [
    [0, 0, teal],
    [92, 0, amber],
    [0, -72, amber],
    [92, -72, teal],
    [46, -144, teal],
  ] as const;
  return `${shadow(d, x + 120, y + 40, 150, 14)}
    <rect x="${x - 6}" y="${y + 20}" width="200" height="18" fill="#a16207"/>
    <rect x="${x + 10}" y="${y + 38}" width="24" height="8" fill="#854d0e"/><rect x="${x + 154}" y="${y + 38}" width="24" height="8" fill="#854d0e"/>
    ${cases.map(([cx, cy, c]) => box(x + cx, y + cy - 52, 88, 70, 38, 22, c) + mark(x + cx + 12, y + cy - 36, 0.45, "#ffffff")).join("")}`;
}

export function aboutScene() {
  const d = new Defs();
  const wall = d.linear(
    [
      [0, "#f8fafc"],
      [1, "#dbe7ee"],
    ],
    [0, 0, 0, 1],
  );
  const roof = faceShade(d, brand.teal, brand.tealDark);
  const saw = Array.from({ length: 6 }, (_, i) => {
    const x = 190 + i * 100;
    return poly(
      [
        [x, 330],
        [x + 100, 330],
        [x + 100, 250],
      ],
      roof,
    );
  }).join("");
  const windows = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${215 + i * 100}" y="380" width="60" height="90" rx="6" fill="#bae6fd" opacity="0.9"/>`,
  ).join("");
  const steam = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${835 + i * 34}" cy="${120 - i * 28}" r="${30 + i * 8}" fill="rgba(255,255,255,0.85)"/>`,
    )
    .join("");
  const tree = (x: number, s: number) =>
    `<rect x="${x - 6 * s}" y="${600 - 60 * s}" width="${12 * s}" height="${60 * s}" fill="#7c5a3a"/>
    <circle cx="${x}" cy="${600 - 95 * s}" r="${55 * s}" fill="#2f9e8f"/><circle cx="${x - 25 * s}" cy="${600 - 70 * s}" r="${35 * s}" fill="#23857a"/>`;
  return svg(
    1000,
    800,
    d,
    `${backdrop(d, 1000, 800, ["#dff3f8", "#f4fbfd"], 600)}
    <path d="M0,560 C200,470 380,520 560,480 C740,440 880,500 1000,470 L1000,600 L0,600 Z" fill="#cde9ef"/>
    <rect x="820" y="150" width="50" height="260" fill="#94a3b8"/><rect x="820" y="170" width="50" height="16" fill="${brand.amber}"/>${steam}
    <rect x="190" y="330" width="600" height="270" fill="${wall}"/>${saw}${windows}
    <rect x="420" y="500" width="140" height="100" fill="${brand.tealDark}"/>
    ${mark(225, 508, 0.9, brand.teal)}${label(285, 542, 36, "SAFA", brand.teal, 800)}
    ${label(228, 578, 18, "TISSUE MILL", "#475569", 700)}
    ${tree(110, 1.3)}${tree(930, 1.1)}
    <rect y="600" width="1000" height="200" fill="#e2e8f0"/><rect y="600" width="1000" height="10" fill="#cbd5e1"/>
    ${shadow(d, 170, 780, 130, 14)}${endOnRoll(d, 120, 700, 85, 70, 0.2)}
    ${pallet(d, 600, 720)}`,
  );
}
