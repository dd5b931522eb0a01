// The widths the image route serves; anything else is snapped up to the next one (see src/server/render/images.ts).
export const imageWidths = [400, 800, 1200] as const;

// Raster images of our own; SVG and images hosted elsewhere are used as they are.
const resizable = /^\/(images|objects\/uploads)\/[^?#]+$/;

// Our own images go through the resizing route, which answers WebP no wider than the width asked for.
export function imageSrc(url: string, width: number): string {
  if (!resizable.test(url) || url.endsWith(".svg")) return url;
  const snapped = imageWidths.find((w) => w >= width) ?? imageWidths[imageWidths.length - 1];
  return `/img/${snapped}${url}`;
}
