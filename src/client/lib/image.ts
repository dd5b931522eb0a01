// The widths the image route serves; anything else is snapped up to the next one (see src/server/render/images.ts).
export const imageWidths = [400, 800, 1200] as const;
export type ImageWidth = (typeof imageWidths)[number];

const ownImage = /^\/(images|objects\/uploads)\//;

// Our own images go through the resizing route as WebP; images hosted elsewhere are used as they are.
export function imageSrc(url: string, width: number): string {
  if (!ownImage.test(url)) return url;
  const snapped = imageWidths.find((w) => w >= width) ?? imageWidths[imageWidths.length - 1];
  return `/img/${snapped}${url}`;
}
