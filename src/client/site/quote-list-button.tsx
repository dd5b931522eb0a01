import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { quoteListPath } from "#shared/quote-list.ts";
import { Icon } from "../components/site-ui/icon";
import { useQuoteList } from "./quote-list-store";
import { useSite } from "./site-context";

// The header's way to the quote list: the no-JavaScript page until React runs, then the drawer.
export function QuoteListButton() {
  const { lang, t, openQuoteList } = useSite();
  const count = useQuoteList().length;
  return (
    <a
      href={quoteListPath(lang)}
      aria-label={`${t("quoteList")} (${count})`}
      className={`${siteButtonClass.icon} relative`}
      onClick={(event) => {
        event.preventDefault();
        openQuoteList();
      }}
    >
      <Icon name="clipboard-list" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -end-1 -top-1 grid min-w-5 place-items-center rounded-full bg-brand px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </a>
  );
}
