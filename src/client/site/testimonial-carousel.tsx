import { useQuery } from "@tanstack/react-query";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { Icon } from "../components/site-ui/icon";
import { useTRPC } from "../lib/trpc";
import { type Testimonial, useSite } from "./site-context";
import { TestimonialCard, TestimonialCardSkeleton } from "./testimonial-card";
import { useCarousel } from "./use-carousel";

// Three skeletons, as the client asked; the second and third show only where two and three cards fit.
const skeletons = [
  { key: "first", hide: "" },
  { key: "second", hide: "max-md:hidden" },
  { key: "third", hide: "max-lg:hidden" },
];
// Card widths follow the same breakpoints as useCarousel's cards per view.
const slideWidth = "w-full shrink-0 px-3 md:w-1/2 lg:w-1/3";

export function TestimonialCarousel() {
  const trpc = useTRPC();
  const { data, isPending } = useQuery(trpc.testimonials.list.queryOptions());
  if (isPending) {
    return (
      <div className="-mx-3 flex overflow-hidden" aria-busy="true">
        {skeletons.map(({ key, hide }) => (
          <div key={key} className={`${slideWidth} ${hide}`}>
            <TestimonialCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  if (!data?.length) return null;
  return <Carousel testimonials={data} />;
}

function Carousel({ testimonials }: { testimonials: Testimonial[] }) {
  const { lang, t } = useSite();
  const count = testimonials.length;
  const { perView, position, current, last, next, previous, goTo, pauseHandlers } = useCarousel(count);
  // In a right-to-left page the track runs the other way.
  const offset = (lang === "ar" ? 1 : -1) * ((position * 100) / perView);
  const [back, forward] =
    lang === "ar"
      ? (["chevron-right", "chevron-left"] as const)
      : (["chevron-left", "chevron-right"] as const);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("carouselLabel")}
      data-position={position}
      data-per-view={perView}
      {...pauseHandlers}
    >
      <div className="-mx-3 overflow-hidden py-2">
        <ul
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(${offset}%)` }}
        >
          {testimonials.map((testimonial, index) => {
            const visible = index >= position && index < position + perView;
            return (
              <li
                key={testimonial.id}
                className={slideWidth}
                aria-roledescription="slide"
                aria-label={t("slidePosition", { n: index + 1, count })}
                aria-hidden={!visible}
                data-visible={visible}
              >
                <TestimonialCard testimonial={testimonial} />
              </li>
            );
          })}
        </ul>
      </div>
      {/* The floating chat button keeps a column at the page's end edge (chat-button.tsx): the controls stay out of
          both edges' columns at every width, so no tap on them lands on the button whatever the scroll. On a phone
          the dots take a line of their own and the arrows sit together under them (docs/decisions/046). */}
      <div className="mt-8 flex items-center justify-center gap-4 px-16 max-sm:flex-wrap max-sm:gap-y-3">
        <button
          type="button"
          className={siteButtonClass.icon}
          onClick={previous}
          disabled={last === 0}
          aria-label={t("previous")}
        >
          <Icon name={back} className="size-5" />
        </button>
        <ul className="flex flex-wrap items-center justify-center max-sm:order-first max-sm:basis-full">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id}>
              <button
                type="button"
                className="site-focus group flex size-6 items-center justify-center rounded-full"
                aria-label={t("goToSlide", { n: index + 1 })}
                aria-current={index === current ? "true" : undefined}
                onClick={() => goTo(index)}
              >
                <span
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    index === current ? "w-6 bg-brand" : "w-2.5 bg-slate-300 group-hover:bg-slate-400"
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={siteButtonClass.icon}
          onClick={next}
          disabled={last === 0}
          aria-label={t("next")}
        >
          <Icon name={forward} className="size-5" />
        </button>
      </div>
    </section>
  );
}
