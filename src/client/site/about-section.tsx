import type { MessageKey } from "#shared/i18n/index.ts";
import { imageSrc } from "#shared/image.ts";
import { Icon, type IconName } from "../components/site-ui/icon";
import { SectionHeading } from "./section-heading";
import { useSite } from "./site-context";

const values: { icon: IconName; title: MessageKey; body: MessageKey }[] = [
  { icon: "shield-check", title: "valueQualityTitle", body: "valueQualityText" },
  { icon: "badge-dollar-sign", title: "valuePriceTitle", body: "valuePriceText" },
  { icon: "headset", title: "valueSupportTitle", body: "valueSupportText" },
];

export function AboutSection() {
  const { t, text } = useSite();
  const image = text("about_image");
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="below-fold scroll-mt-20 py-20 [--stand-in:1260px] sm:[--stand-in:1210px] md:[--stand-in:820px] lg:py-28 lg:[--stand-in:740px]"
    >
      <div className="site-container grid items-center gap-12 md:grid-cols-2 md:gap-10 lg:gap-16">
        <div className="relative order-last md:order-first">
          <div className="overflow-hidden rounded-3xl bg-slate-100 shadow-xl ring-1 ring-slate-900/5">
            <img
              src={imageSrc(image, 800)}
              srcSet={[400, 800].map((w) => `${imageSrc(image, w)} ${w}w`).join(", ")}
              sizes="(min-width: 768px) 50vw, 100vw"
              alt={t("aboutImageAlt")}
              width={1000}
              height={800}
              loading="lazy"
              decoding="async"
              className="aspect-[5/4] w-full object-cover"
            />
          </div>
          <div
            aria-hidden="true"
            className="absolute -start-4 -bottom-4 -z-10 size-40 rounded-3xl bg-accent/25 sm:-start-6 sm:-bottom-6"
          />
        </div>
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={t("aboutBadge")}
            title={t("aboutHeading")}
            align="start"
          />
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{t("aboutText")}</p>
          <ul className="mt-10 grid gap-4">
            {values.map(({ icon, title, body }) => (
              <li
                key={title}
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs transition-shadow hover:shadow-md"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand text-white">
                  <Icon name={icon} className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">{t(title)}</h3>
                  <p className="mt-1 text-slate-600">{t(body)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
