import {
  type BoxColors,
  backdrop,
  box,
  brand,
  Defs,
  endOnRoll,
  faceShade,
  label,
  mark,
  poly,
  shadow,
  standingRoll,
  svg,
  tissuePuff,
} from "./shapes";

const size = 800;
// Artwork is drawn standing on y=600; the scene lowers it so the product fills the frame.
const lift = 50;

export type Art = (d: Defs) => string;
const scene =
  (bg: [string, string], draw: Art, zoom = 1.1) =>
  () => {
    const d = new Defs();
    const frame = `translate(400 ${600 + lift}) scale(${zoom}) translate(-400 -600)`;
    return svg(
      size,
      size,
      d,
      `${backdrop(d, size, size, bg, 600 + lift)}<g transform="${frame}">${draw(d)}</g>`,
    );
  };

const cool: [string, string] = ["#e6f6f9", "#c4e6ee"];
const warm: [string, string] = ["#fff7e8", "#fde3b5"];

const teal = (d: Defs): BoxColors => ({
  front: faceShade(d, brand.teal, brand.tealDark),
  side: faceShade(d, "#0b5f76", "#0a4a5c"),
  top: faceShade(d, "#1591ae", "#0e7490"),
});
const amber = (d: Defs): BoxColors => ({
  front: faceShade(d, "#fbbf24", "#f59e0b"),
  side: faceShade(d, "#d97706", "#b45309"),
  top: faceShade(d, "#fcd34d", "#fbbf24"),
});

// A printed wave band across a box front.
const wave = (x: number, y: number, w: number, h: number, color: string) =>
  `<path d="M${x},${y + h * 0.35} C${x + w * 0.3},${y} ${x + w * 0.6},${y + h * 0.75} ${x + w},${y + h * 0.25} L${x + w},${y + h} L${x},${y + h} Z" fill="${color}"/>`;

function tissueBox(
  d: Defs,
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  colors: BoxColors,
) {
  const top: [number, number] = [x + w / 2 + dx / 2, y - dy / 2];
  return `${shadow(d, x + w / 2 + dx / 2, y + h - 4, w * 0.72, 26)}
    ${box(x, y, w, h, dx, dy, colors)}
    ${wave(x, y + h * 0.55, w, h * 0.45, "rgba(255,255,255,0.92)")}
    ${wave(x, y + h * 0.62, w, h * 0.38, "rgba(245,158,11,0.9)")}
    ${poly(
      [
        [x + w, y + h * 0.7],
        [x + w + dx, y + h * 0.7 - dy],
        [x + w + dx, y + h - dy],
        [x + w, y + h],
      ],
      "rgba(255,255,255,0.18)",
    )}
    <ellipse cx="${top[0]}" cy="${top[1]}" rx="${w * 0.26}" ry="${dy * 0.22}" fill="#0a3c4a"/>
    ${tissuePuff(d, top[0], top[1], w / 330)}`;
}

// A tissue box printed with the brand's mark, its name and one line; the print's places are from the box's corner.
type PrintedBox = {
  at: [x: number, y: number];
  box: [w: number, h: number, dx: number, dy: number];
  colors: (d: Defs) => BoxColors;
  mark: [dx: number, dy: number, scale: number];
  name: [dx: number, dy: number, size: number];
  line: [dx: number, dy: number, size: number, text: string, color: string, weight: number];
};
const printedBox =
  ({ at: [x, y], box, colors, mark: m, name, line: [lx, ly, ...line] }: PrintedBox): Art =>
  (d) =>
    `${tissueBox(d, x, y, ...box, colors(d))}
    ${mark(x + m[0], y + m[1], m[2], "#ffffff")}
    ${label(x + name[0], y + name[1], name[2], "SAFA", "#ffffff", 800)}
    ${label(x + lx, y + ly, ...line)}`;

export const facialBoxArt = printedBox({
  at: [200, 370],
  box: [330, 220, 110, 72],
  colors: teal,
  mark: [28, 26, 0.9],
  name: [85, 56, 34],
  line: [30, 98, 19, "FACIAL TISSUE · 2-PLY", "#cff3fa", 600],
});
export const facialBox = scene(cool, facialBoxArt);

export const cubeBoxArt = printedBox({
  at: [255, 330],
  box: [250, 260, 95, 62],
  colors: amber,
  mark: [24, 28, 0.8],
  name: [74, 56, 30],
  line: [26, 96, 17, "HOTEL CUBE", "#7c2d12", 700],
});
export const cubeBox = scene(warm, cubeBoxArt, 1.3);

export const toiletRollsArt: Art = (d) => {
  const back = [290, 510].map((cx) => standingRoll(d, cx, 330, 105, 34, 160)).join("");
  const front = [180, 400, 620].map((cx) => standingRoll(d, cx, 420, 110, 36, 170)).join("");
  const band = `<rect x="290" y="500" width="220" height="64" fill="${brand.teal}"/>
    ${label(400, 542, 24, "3-PLY SOFT", "#ffffff", 800, "middle")}`;
  return `${shadow(d, 400, 600, 330, 26)}${back}${front}${band}`;
};
export const toiletRolls = scene(cool, toiletRollsArt);

export const jumboRollArt: Art = (d) =>
  `${shadow(d, 430, 602, 250, 24)}${endOnRoll(d, 360, 380, 215, 150, 0.22)}`;
export const jumboRoll = scene(warm, jumboRollArt, 1);

// A two-roll pack: tall embossed rolls held by a printed band.
export const kitchenTowelsArt: Art = (d) => {
  const dots = d.add(
    (id) =>
      `<pattern id="${id}" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="2" fill="#d3dde4"/></pattern>`,
  );
  const roll = (cx: number) =>
    `${standingRoll(d, cx, 250, 125, 40, 330)}
    <path d="M${cx - 125},250 L${cx - 125},580 A125,40 0 0 0 ${cx + 125},580 L${cx + 125},250 A125,40 0 0 1 ${cx - 125},250 Z" fill="${dots}" opacity="0.8"/>`;
  const band = faceShade(d, brand.teal, brand.tealDark);
  return `${shadow(d, 400, 604, 300, 24)}${roll(270)}${roll(530)}
    <path d="M145,400 A125,40 0 0 0 270,440 L530,440 A125,40 0 0 0 655,400 L655,500 A125,40 0 0 1 530,540 L270,540 A125,40 0 0 1 145,500 Z" fill="${band}"/>
    <rect x="145" y="508" width="510" height="8" fill="${brand.amber}" opacity="0.9"/>
    ${mark(270, 458, 0.8, "#ffffff")}${label(322, 490, 30, "SAFA", "#ffffff", 800)}
    ${label(448, 490, 20, "KITCHEN TOWEL", "#cff3fa", 700)}`;
};
export const kitchenTowels = scene(cool, kitchenTowelsArt);

// A stack of V-folded towels wrapped in a printed band.
export const interfoldTowelsArt: Art = (d) => {
  const white: BoxColors = { front: "#ffffff", side: "#e5ebf0", top: "#f8fafc" };
  const [x, y, w, h, dx, dy] = [210, 300, 300, 290, 140, 80];
  const layers = Array.from({ length: 24 }, (_, i) => {
    const ly = y + 8 + i * 11.6;
    return `<line x1="${x}" y1="${ly}" x2="${x + w}" y2="${ly}" stroke="#e2e8f0" stroke-width="1.4"/>
      <line x1="${x + w}" y1="${ly}" x2="${x + w + dx}" y2="${ly - dy}" stroke="#d5dde4" stroke-width="1.4"/>`;
  }).join("");
  const flap = poly(
    [
      [x + 60, y - 20],
      [x + w * 0.5 + dx * 0.5, y - dy * 0.5 - 70],
      [x + w + dx - 40, y - dy + 10],
      [x + w * 0.55, y - 10],
    ],
    "#ffffff",
    'stroke="#d7dee5" stroke-width="2"',
  );
  return `${shadow(d, x + w / 2 + dx / 2, y + h - 6, 260, 24)}${box(x, y, w, h, dx, dy, white)}${layers}${flap}
    ${poly(
      [
        [x + w, y + 110],
        [x + w + dx, y + 110 - dy],
        [x + w + dx, y + 190 - dy],
        [x + w, y + 190],
      ],
      brand.tealDark,
    )}
    <rect x="${x}" y="${y + 110}" width="${w}" height="80" fill="${brand.teal}"/>
    ${label(x + w / 2, y + 160, 26, "INTERFOLD", "#ffffff", 800, "middle")}`;
};
export const interfoldTowels = scene(warm, interfoldTowelsArt);

// Two stacks of folded napkins, amber behind and white in front, with a folded napkin on top.
export const napkinsArt: Art = (d) => {
  const [dx, dy] = [120, 72];
  const stack = (x: number, y: number, w: number, h: number, face: string, edge: string, line: string) => {
    const lines = Array.from({ length: Math.floor(h / 9) }, (_, i) => {
      const ly = y + 6 + i * 9;
      return `<line x1="${x}" y1="${ly}" x2="${x + w}" y2="${ly}" stroke="${line}" stroke-width="1.3"/><line x1="${x + w}" y1="${ly}" x2="${x + w + dx}" y2="${ly - dy}" stroke="${line}" stroke-width="1.3"/>`;
    }).join("");
    const inset = poly(
      [
        [x + 18, y - 6],
        [x + w - 10, y - 6],
        [x + w + dx - 18, y - dy + 6],
        [x + dx + 10, y - dy + 6],
      ],
      "none",
      `stroke="${line}" stroke-width="2" stroke-dasharray="4 5"`,
    );
    return box(x, y, w, h, dx, dy, { front: edge, side: edge, top: face }) + lines + inset;
  };
  const fold = poly(
    [
      [250, 382],
      [450, 382],
      [380, 330],
    ],
    "#ffffff",
    'stroke="#dbe3ea" stroke-width="2"',
  );
  return `${shadow(d, 420, 604, 320, 24)}
    ${stack(350, 370, 250, 190, "#fde68a", "#f59e0b", "#d97706")}
    ${stack(170, 400, 280, 200, "#ffffff", "#f1f5f9", "#dbe3ea")}
    <path d="M255,386 L452,386" stroke="rgba(15,23,42,0.12)" stroke-width="5"/>${fold}`;
};
export const napkins = scene(cool, napkinsArt);

// Three pocket packs, each with a tissue peeking out of its slit.
export const pocketPacksArt: Art = (d) => {
  const pack = (x: number, y: number, rotate: number, fill: string, text: string) =>
    `<g transform="rotate(${rotate} ${x + 120} ${y + 70})">
      <rect x="${x}" y="${y}" width="240" height="140" rx="26" fill="${fill}"/>
      <rect x="${x}" y="${y}" width="240" height="140" rx="26" fill="${d.linear(
        [
          [0, "rgba(255,255,255,0.35)"],
          [1, "rgba(255,255,255,0)"],
        ],
        [0, 0, 0, 1],
      )}"/>
      <path d="M${x + 60},${y + 18} C${x + 90},${y - 30} ${x + 150},${y - 30} ${x + 180},${y + 18} Z" fill="#ffffff" stroke="#dbe3ea" stroke-width="2"/>
      <rect x="${x + 55}" y="${y + 14}" width="130" height="10" rx="5" fill="rgba(15,23,42,0.25)"/>
      ${mark(x + 24, y + 70, 0.7, "#ffffff")}${label(x + 70, y + 100, 28, text, "#ffffff", 800)}
    </g>`;
  return `${shadow(d, 400, 600, 300, 22)}
    ${pack(120, 420, -8, brand.teal, "SAFA")}${pack(300, 330, 6, brand.amber, "SAFA")}${pack(280, 450, -2, brand.tealDark, "SAFA")}`;
};
export const pocketPacks = scene(warm, pocketPacksArt, 1.35);
