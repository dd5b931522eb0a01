import { ImageOff, Pencil } from "lucide-react";
import { useState } from "react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { categoryLabels, type ProductCategory } from "#shared/constants.ts";
import { DeleteButton } from "../components/row-buttons";
import type { AdminProduct } from "../lib/types";

type ProductCardProps = {
  product: AdminProduct;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
};

export function ProductCard({ product, onEdit, onDelete, deleting }: ProductCardProps) {
  // An absent flag counts as on, as the client asked.
  const showPrice = product.showPrice ?? true;
  const active = product.active ?? true;
  const label = categoryLabels[product.category as ProductCategory] ?? product.category;
  return (
    // An inactive product is marked by its badge, a dashed border and a faded picture; its text keeps full contrast.
    <Card
      className={`flex h-full flex-col overflow-hidden ${active ? "" : "border-dashed border-slate-300"}`}
    >
      <div className={`aspect-[16/10] bg-slate-100 sm:aspect-[4/3] ${active ? "" : "opacity-60 grayscale"}`}>
        <ProductImage url={product.imageUrl} name={product.name} />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand">{label}</Badge>
          {product.featured && <Badge tone="featured">Featured</Badge>}
          {!showPrice && <Badge tone="warning">Price Hidden</Badge>}
          {active ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Inactive</Badge>}
        </div>
        <h2 className="mt-3 text-lg font-semibold text-slate-900">{product.name}</h2>
        <p className="mt-1 line-clamp-3 text-sm text-slate-600">{product.description}</p>
        <p className="mt-3 font-semibold text-slate-900">
          {showPrice && product.price ? `$${product.price}` : "Inquire about product"}
        </p>
        <div className="mt-auto flex gap-2 pt-4">
          <Button
            variant="outline"
            size="sm"
            className="flex-1"
            onClick={onEdit}
            aria-label={`Edit ${product.name}`}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <DeleteButton what={product.name} className="flex-1" onClick={onDelete} disabled={deleting} />
        </div>
      </div>
    </Card>
  );
}

// The picture, or the placeholder when there is none or it cannot be loaded (a moved or deleted file).
function ProductImage({ url, name }: { url: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return (
      <img
        src={url}
        alt={name}
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-full object-cover"
      />
    );
  }
  return (
    <div className="grid size-full place-items-center text-slate-400">
      <ImageOff className="size-10" aria-hidden="true" />
      <span className="sr-only">{url ? "Image not available" : "No image"}</span>
    </div>
  );
}
