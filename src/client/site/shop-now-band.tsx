import { Icon } from "../components/site-ui/icon";
import { BookingLink } from "./booking-link";
import { useSite } from "./site-context";
import { SectionLink } from "./site-nav";

export function ShopNowBand() {
  const { lang, t, text } = useSite();
  const arrow = lang === "ar" ? "arrow-left" : "arrow-right";
  return (
    <section aria-labelledby="shop-now-title" className="site-container py-20 lg:py-24">
      <div className="relative overflow-hidden rounded-[2rem] bg-ink px-6 py-14 text-center shadow-xl sm:px-12 lg:py-20">
        <div
          aria-hidden="true"
          className="absolute -start-24 -top-24 size-72 rounded-full bg-brand/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -end-24 -bottom-24 size-72 rounded-full bg-accent/20 blur-3xl"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2
            id="shop-now-title"
            className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {text("shop_now_title")}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-200">{text("shop_now_description")}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <SectionLink
              id="products"
              className="site-focus inline-flex items-center gap-2 rounded-full bg-accent px-7 py-3.5 font-semibold text-ink shadow-lg transition hover:brightness-105 focus-visible:outline-white"
            >
              {text("shop_now_cta")}
              <Icon name={arrow} className="size-4" />
            </SectionLink>
            <BookingLink className="site-focus inline-flex items-center gap-2 rounded-full border border-white/40 px-7 py-3.5 font-semibold text-white transition hover:bg-white/10 focus-visible:outline-white">
              <Icon name="calendar-days" className="size-4" />
              {t("bookCta")}
            </BookingLink>
          </div>
        </div>
      </div>
    </section>
  );
}
