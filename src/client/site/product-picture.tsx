import type { ReactNode } from "react";
import { imageSrc } from "#shared/image.ts";

type Props = { imageUrl: string; alt: string; zoom?: boolean; empty?: ReactNode; children: ReactNode };

const zoomClass = " transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none";

// A product's picture in a card, 4:3 over a soft gradient, with the badges laid over it: the landing page's cards
// and the catalogue's tiles (rendered on the server with no script) show the same one. `empty` stands in when the
// product has no picture; `zoom` grows the picture while the pointer is over the card (its `group`).
export function ProductPicture({ imageUrl, alt, zoom = false, empty = null, children }: Props) {
  return (
    <div className="relative aspect-[4/3] bg-gradient-to-br from-brand/5 to-slate-100">
      {imageUrl ? (
        <img
          src={imageSrc(imageUrl, 400)}
          srcSet={[400, 800].map((w) => `${imageSrc(imageUrl, w)} ${w}w`).join(", ")}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          alt={alt}
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className={`absolute inset-0 size-full object-cover${zoom ? zoomClass : ""}`}
        />
      ) : (
        empty
      )}
      {children}
    </div>
  );
}
