import { Star } from "lucide-react";

const stars = [1, 2, 3, 4, 5];

export function StarRating({ rating }: { rating: number }) {
  const shown = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span role="img" aria-label={`Rated ${shown} out of 5`} className="flex gap-0.5">
      {stars.map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-4 ${n <= shown ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200"}`}
        />
      ))}
    </span>
  );
}
