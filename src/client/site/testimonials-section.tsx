import { lazy, Suspense } from "react";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import type { MessageKey } from "#shared/i18n/index.ts";
import { Icon } from "../components/site-ui/icon";
import { SectionHeading } from "./section-heading";
import { useSite } from "./site-context";
import { SectionLink } from "./site-nav";
import { TestimonialCarousel } from "./testimonial-carousel";

// The form (react-hook-form and its validation) is its own chunk: the server renders it in full, and the
// browser loads it after the page is up, keeping the first download small.
const TestimonialForm = lazy(() =>
  import("./testimonial-form").then((m) => ({ default: m.TestimonialForm })),
);

const orderPoints: MessageKey[] = ["orderPointSamples", "orderPointVolume", "orderPointLabel"];

export function TestimonialsSection() {
  const { t, text } = useSite();
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="below-fold scroll-mt-20 py-20 [--stand-in:max(1656px,2466px_-_148vw)] sm:[--stand-in:1590px] lg:py-28 lg:[--stand-in:1260px] xl:[--stand-in:1230px]"
    >
      <div className="site-container">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t("testimonialsEyebrow")}
          title={text("testimonials_title")}
          intro={t("testimonialsIntro")}
        />
        <div className="mt-14">
          <TestimonialCarousel />
        </div>
        <div className="mt-16 grid gap-6 lg:grid-cols-5">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
            <h3 id="share-title" className="flex items-center gap-3 text-2xl font-bold text-ink">
              <Icon name="message-square-quote" className="size-7 text-brand" />
              {t("shareTitle")}
            </h3>
            <p className="mt-2 mb-6 text-slate-600">{t("shareIntro")}</p>
            <Suspense fallback={null}>
              <TestimonialForm />
            </Suspense>
          </div>
          {/* Its own height beside the taller form: stretched, it opened an empty gap above its button. */}
          <div className="relative flex flex-col overflow-hidden rounded-3xl bg-brand p-6 text-white shadow-sm sm:p-8 lg:col-span-2 lg:self-start">
            <div aria-hidden="true" className="absolute -end-16 -top-16 size-56 rounded-full bg-white/10" />
            <div className="relative">
              <h3 className="text-2xl font-bold">{t("readyToOrder")}</h3>
              <p className="mt-3 text-lg leading-relaxed text-white/90">{t("readyToOrderText")}</p>
              <ul className="mt-6 space-y-3">
                {orderPoints.map((point) => (
                  <li key={point} className="flex items-center gap-3 font-medium">
                    <Icon name="circle-check" className="size-5 shrink-0 text-accent" />
                    {t(point)}
                  </li>
                ))}
              </ul>
            </div>
            <div className="relative mt-8">
              <SectionLink id="products" className={siteButtonClass.light}>
                <Icon name="shopping-cart" className="size-4" />
                {t("placeOrder")}
              </SectionLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
