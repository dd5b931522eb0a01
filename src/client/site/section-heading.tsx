import { eyebrowClass } from "../components/site-ui/styles";

type Props = { id: string; eyebrow: string; title: string; intro?: string; align?: "center" | "start" };

export function SectionHeading({ id, eyebrow, title, intro, align = "center" }: Props) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={eyebrowClass}>{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p> : null}
    </div>
  );
}
