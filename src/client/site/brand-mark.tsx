import { useSite } from "./site-context";

// A folded-sheet logo drawn in the brand colour, beside the company name from content.
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  const { text } = useSite();
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" className="size-9 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className={inverted ? "fill-white" : "fill-brand"} />
        <path
          d="M9 11c2.5-2 5-2 7 0s4.5 2 7 0v10c-2.5 2-5 2-7 0s-4.5-2-7 0Z"
          className={inverted ? "fill-brand" : "fill-white"}
        />
        <path d="M16 11v10" className={inverted ? "stroke-white" : "stroke-brand"} strokeWidth="1.5" />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverted ? "text-white" : "text-ink"}`}>
        {text("footer_company_name")}
      </span>
    </span>
  );
}
