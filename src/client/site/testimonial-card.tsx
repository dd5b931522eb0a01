import { limits } from "#shared/constants.ts";
import { Icon } from "../components/site-ui/icon";
import { Skeleton } from "../components/site-ui/skeleton";
import { type Testimonial, useSite } from "./site-context";

const starPoints = Array.from({ length: limits.ratingMax }, (_, i) => i + 1);

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { lang, t } = useSite();
  const stars = Math.max(0, Math.min(limits.ratingMax, Math.round(testimonial.rating)));
  const [open, close] = lang === "ar" ? ["«", "»"] : ["\u201c", "\u201d"];
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="flex gap-0.5" role="img" aria-label={t("ratingOf", { n: stars })}>
          {starPoints.slice(0, stars).map((point) => (
            <Icon name="star" key={point} className="size-5 fill-accent text-accent" />
          ))}
        </p>
        <Icon name="quote" className="size-8 text-brand/20 rtl:-scale-x-100" />
      </div>
      <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-slate-700">
        {/* Visitors write in either language: each text runs in its own direction. */}
        <p dir="auto">
          {open}
          {testimonial.text}
          {close}
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand">
          <Icon name="user-round" className="size-5" />
        </span>
        <span dir="auto">
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          {testimonial.experience ? (
            <span className="block text-sm text-slate-600">{testimonial.experience}</span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}

export function TestimonialCardSkeleton() {
  return (
    <div data-testid="testimonial-skeleton" className="rounded-3xl border border-slate-200 bg-white p-7">
      <Skeleton className="h-5 w-28" />
      <Skeleton className="mt-6 h-4 w-full" />
      <Skeleton className="mt-3 h-4 w-11/12" />
      <Skeleton className="mt-3 h-4 w-3/4" />
      <div className="mt-8 flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
    </div>
  );
}
