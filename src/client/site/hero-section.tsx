import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { heroImageSizes, imageSrc, imageSrcSet } from "#shared/image.ts";
import { Icon } from "../components/site-ui/icon";
import { useSite } from "./site-context";
import { SectionLink } from "./site-nav";
import { SocialLinks } from "./social-links";

const buyerIcons = [
  { name: "hotel", icon: "hotel" },
  { name: "clinic", icon: "hospital" },
  { name: "shop", icon: "store" },
] as const;

export function HeroSection() {
  const { t, text, lang } = useSite();
  const image = text("hero_image");
  const arrow = lang === "ar" ? "arrow-left" : "arrow-right";
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand/10 via-white to-white pt-28 pb-16 lg:pt-36 lg:pb-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-40 -top-40 size-[36rem] rounded-full bg-brand/10 blur-3xl"
      />
      <div className="site-container relative grid items-center gap-12 md:grid-cols-2 md:gap-10 lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand/20 bg-white px-4 py-1.5 text-sm font-medium text-brand shadow-xs">
            <Icon name="shield-check" className="size-4" />
            {text("hero_subtitle")}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl md:text-4xl lg:text-5xl xl:text-6xl"
          >
            {text("hero_title")}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{text("hero_description")}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <SectionLink id="about" className={siteButtonClass.primary}>
              {t("learnMore")}
              <Icon name={arrow} className="size-4" />
            </SectionLink>
            <SectionLink id="products" className={siteButtonClass.secondary}>
              {t("navProducts")}
            </SectionLink>
          </div>
          <div className="mt-10 flex items-center gap-4">
            <span className="text-sm font-medium text-slate-600">{t("followUs")}</span>
            <SocialLinks />
          </div>
        </div>
        <div className="relative">
          <div className="overflow-hidden rounded-3xl bg-slate-100 shadow-2xl shadow-brand/10 ring-1 ring-slate-900/5">
            <img
              src={imageSrc(image, 800)}
              srcSet={imageSrcSet(image)}
              sizes={heroImageSizes}
              alt=""
              width={1200}
              height={900}
              fetchPriority="high"
              className="aspect-[4/3] w-full object-cover"
            />
          </div>
          <div className="absolute -bottom-6 start-4 flex items-center gap-3 rounded-2xl md:max-lg:hidden bg-white px-4 py-3 shadow-xl ring-1 ring-slate-900/5 sm:start-6 sm:px-5 sm:py-4">
            <span className="flex -space-x-2 rtl:space-x-reverse" aria-hidden="true">
              {buyerIcons.map(({ name, icon }) => (
                <span
                  key={name}
                  className="flex size-9 items-center justify-center rounded-full bg-brand text-white ring-2 ring-white"
                >
                  <Icon name={icon} className="size-4" />
                </span>
              ))}
            </span>
            <span className="max-w-[12rem] text-sm leading-snug font-semibold text-ink">
              {t("heroBadge")}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
