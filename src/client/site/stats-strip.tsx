import { Icon } from "../components/site-ui/icon";
import { useSite } from "./site-context";

export function StatsStrip() {
  const { t, text } = useSite();
  const stats = [
    { icon: "users" as const, value: text("stats_customers"), label: text("stats_customers_label") },
    { icon: "award" as const, value: text("stats_quality"), label: text("stats_quality_label") },
    { icon: "headset" as const, value: t("statsSupportValue"), label: t("statsSupport") },
  ];
  // The first section below the fold: the server links the rest of the page's CSS right before it
  // (docs/decisions/053), and the landing page renders the same link there (fold-stylesheet.tsx, decision 050).
  return (
    <section
      aria-label={t("statsLabel")}
      data-fold=""
      className="site-container relative z-10 -mt-2 lg:-mt-6"
    >
      <ul className="grid grid-cols-3 gap-px overflow-hidden rounded-3xl bg-slate-200 shadow-lg ring-1 ring-slate-900/5">
        {stats.map(({ icon, value, label }) => (
          <li
            key={label}
            className="flex items-center justify-center gap-4 bg-white px-2 py-5 text-center sm:px-6 sm:text-start lg:py-8"
          >
            <span className="hidden size-12 shrink-0 sm:flex items-center justify-center rounded-2xl bg-brand/10 text-brand">
              <Icon name={icon} className="size-6" />
            </span>
            <p className="flex flex-col">
              <span className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
                <span dir="ltr">{value}</span>
              </span>
              <span className="text-xs font-medium text-slate-600 sm:text-sm">{label}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
