import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { quoteListPath } from "#shared/quote-list.ts";
import { Icon } from "../components/site-ui/icon";
import { useQuoteList } from "./quote-list-store";
import { useSite } from "./site-context";

// The header's way to the quote list: the no-JavaScript page until React runs, then the drawer. A page no script
// runs on never knows the list (it is the same for every visitor), so only a count React has read is named.
export function QuoteListButton() {
  const { lang, t, openQuoteList, current } = useSite();
  const count = useQuoteList().length;
  const href = quoteListPath(lang);
  return (
    <a
      href={href}
      aria-label={count > 0 ? `${t("quoteList")} (${count})` : t("quoteList")}
      aria-current={current === href ? "page" : undefined}
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
