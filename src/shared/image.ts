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

// Every width the route serves, for srcset; an image that is not ours has a single source.
export function imageSrcSet(url: string): string | undefined {
  if (imageSrc(url, imageWidths[0]) === url) return undefined;
  return imageWidths.map((w) => `${imageSrc(url, w)} ${w}w`).join(", ");
}

// The hero picture takes half the width from 768 px, the whole width below.
export const heroImageSizes = "(min-width: 768px) 50vw, 100vw";
