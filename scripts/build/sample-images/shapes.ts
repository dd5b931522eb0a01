// SVG building blocks for the sample artwork: a soft studio backdrop, boxes, rolls and stacks.
export const brand = {
  teal: "#0e7490",
  tealDark: "#155e75",
  tealLight: "#67c6d9",
  amber: "#f59e0b",
  ink: "#0f172a",
};

export class Defs {
  private readonly items: string[] = [];
  private count = 0;

  add(make: (id: string) => string) {
    const id = `d${this.count++}`;
    this.items.push(make(id));
    return `url(#${id})`;
  }

  linear(stops: [number, string][], [x1, y1, x2, y2] = [0, 0, 1, 0]) {
    return this.add(
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`,
    );
  }

  radial(stops: [number, string][], cx = 0.5, cy = 0.5, r = 0.5) {
    return this.add(
      (id) => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
    );
  }

  blur(deviation: number) {
    return this.add(
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
  }

  toString() {
    return `<defs>${this.items.join("")}</defs>`;
  }
}

const stopsOf = (stops: [number, string][]) =>
  stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join("");

export const svg = (width: number, height: number, defs: Defs, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;

const points = (list: [number, number][]) => list.map(([x, y]) => `${x},${y}`).join(" ");
export const poly = (list: [number, number][], fill: string, extra = "") =>
  `<polygon points="${points(list)}" fill="${fill}" ${extra}/>`;

// A studio backdrop: a soft gradient wall, a lighter glow behind the product and a floor line.
export function backdrop(d: Defs, w: number, h: number, [top, bottom]: [string, string], floorY: number) {
  const wall = d.linear(
    [
      [0, top],
      [1, bottom],
    ],
    [0, 0, 0, 1],
  );
  const glow = d.radial([
    [0, "rgba(255,255,255,0.85)"],
    [1, "rgba(255,255,255,0)"],
  ]);
  const floor = d.linear(
    [
      [0, "rgba(255,255,255,0.55)"],
      [1, "rgba(255,255,255,0.15)"],
    ],
    [0, 0, 0, 1],
  );
  return `<rect width="${w}" height="${h}" fill="${wall}"/>
    <ellipse cx="${w / 2}" cy="${floorY - h * 0.2}" rx="${w * 0.45}" ry="${h * 0.4}" fill="${glow}"/>
    <rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${floor}"/>`;
}

// A blurred contact shadow under an object standing on the floor.
export const shadow = (d: Defs, cx: number, cy: number, rx: number, ry: number, opacity = 0.28) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="rgba(15,23,42,${opacity})" filter="${d.blur(ry * 0.6)}"/>`;

export type BoxColors = { front: string; side: string; top: string };

// A box in oblique view: front face at (x, y, w, h), depth going up and to the right by (dx, dy).
export function box(x: number, y: number, w: number, h: number, dx: number, dy: number, c: BoxColors) {
  return [
    poly(
      [
        [x, y],
        [x + w, y],
        [x + w + dx, y - dy],
        [x + dx, y - dy],
      ],
      c.top,
    ),
    poly(
      [
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx, y + h - dy],
        [x + w, y + h],
      ],
      c.side,
    ),
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.front}"/>`,
  ].join("");
}

// Shading for a box face: light from the upper left.
export const faceShade = (d: Defs, color: string, darker: string) =>
  d.linear(
    [
      [0, color],
      [1, darker],
    ],
    [0, 0, 1, 1],
  );

// A standing roll (axis vertical): body with cylinder shading, top face with core and hole.
export function standingRoll(
  d: Defs,
  cx: number,
  top: number,
  rx: number,
  ry: number,
  h: number,
  body?: string,
) {
  const shade =
    body ??
    d.linear([
      [0, "#d5dde3"],
      [0.35, "#ffffff"],
      [0.7, "#f1f5f9"],
      [1, "#c3ccd4"],
    ]);
  const face = d.radial([
    [0, "#ffffff"],
    [0.8, "#f8fafc"],
    [1, "#e2e8f0"],
  ]);
  return `<path d="M${cx - rx},${top} L${cx - rx},${top + h} A${rx},${ry} 0 0 0 ${cx + rx},${top + h} L${cx + rx},${top} Z" fill="${shade}"/>
    <ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${face}" stroke="#cbd5e1" stroke-width="1.5"/>
    ${rings(cx, top, rx, ry)}
    <ellipse cx="${cx}" cy="${top}" rx="${rx * 0.3}" ry="${ry * 0.3}" fill="#c9a27a"/>
    <ellipse cx="${cx}" cy="${top + ry * 0.03}" rx="${rx * 0.24}" ry="${ry * 0.24}" fill="#6b4f36"/>`;
}

const rings = (cx: number, cy: number, rx: number, ry: number) =>
  [0.45, 0.6, 0.75, 0.88]
    .map(
      (k) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx * k}" ry="${ry * k}" fill="none" stroke="#e2e8f0" stroke-width="1.2"/>`,
    )
    .join("");

// A roll seen end-on (axis toward the viewer, body running back to the right).
export function endOnRoll(d: Defs, cx: number, cy: number, r: number, depth: number, core = 0.28) {
  const body = d.linear(
    [
      [0, "#ffffff"],
      [0.5, "#eef2f6"],
      [1, "#c6d0d8"],
    ],
    [0, 0, 0, 1],
  );
  const face = d.radial([
    [0, "#ffffff"],
    [0.85, "#f8fafc"],
    [1, "#dfe6ec"],
  ]);
  const faceRings = [0.4, 0.52, 0.64, 0.76, 0.88]
    .map(
      (k) => `<circle cx="${cx}" cy="${cy}" r="${r * k}" fill="none" stroke="#e3e9ee" stroke-width="1.5"/>`,
    )
    .join("");
  return `<path d="M${cx},${cy - r} L${cx + depth},${cy - r - depth * 0.35} A${r},${r} 0 0 1 ${cx + depth},${cy + r - depth * 0.35} L${cx},${cy + r} Z" fill="${body}"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${face}" stroke="#cfd8df" stroke-width="2"/>${faceRings}
    <circle cx="${cx}" cy="${cy}" r="${r * core}" fill="#c9a27a"/>
    <circle cx="${cx + r * 0.02}" cy="${cy - r * 0.01}" r="${r * core * 0.78}" fill="#5f452e"/>`;
}

// Soft white tissue rising out of an opening at (cx, cy).
export function tissuePuff(d: Defs, cx: number, cy: number, s: number) {
  const fill = d.linear(
    [
      [0, "#ffffff"],
      [1, "#e6ecf1"],
    ],
    [0, 0, 0.3, 1],
  );
  return `<path d="M${cx - 70 * s},${cy + 6 * s} C${cx - 60 * s},${cy - 40 * s} ${cx - 50 * s},${cy - 95 * s} ${cx - 8 * s},${cy - 120 * s}
    C${cx + 10 * s},${cy - 100 * s} ${cx + 5 * s},${cy - 70 * s} ${cx + 30 * s},${cy - 95 * s}
    C${cx + 45 * s},${cy - 70 * s} ${cx + 60 * s},${cy - 30 * s} ${cx + 72 * s},${cy + 6 * s} Z"
    fill="${fill}" stroke="#d7dee5" stroke-width="1.5"/>
    <path d="M${cx - 8 * s},${cy - 118 * s} C${cx - 20 * s},${cy - 70 * s} ${cx - 18 * s},${cy - 30 * s} ${cx - 25 * s},${cy + 4 * s}" fill="none" stroke="#dfe5eb" stroke-width="${3 * s}"/>`;
}

// A leaf-and-wave brand mark, as printed on the packs.
export const mark = (x: number, y: number, s: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0,30 C5,5 30,-5 55,0 C50,25 30,38 0,30 Z" fill="${color}"/><path d="M2,29 C18,20 32,12 50,3" stroke="rgba(255,255,255,0.7)" stroke-width="2.5" fill="none"/></g>`;

export const label = (
  x: number,
  y: number,
  size: number,
  text: string,
  fill: string,
  weight = 700,
  anchor = "start",
) =>
  `<text x="${x}" y="${y}" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" letter-spacing="${size * 0.08}" fill="${fill}" text-anchor="${anchor}">${text}</text>`;
