import { useEffect, useRef } from "react";
import { chatLink } from "#shared/contact-links.ts";
import { WhatsAppIcon } from "../components/site-ui/brand-icons";
import { NewTabLink } from "../components/site-ui/new-tab-link";
import { useSite } from "./site-context";

// Space left between a focused element and the floating button when the page moves it clear.
const clearance = 12;

// The floating chat button, in a landmark of its own, in the corner where the page's lines end: bottom right in
// English, bottom left in Arabic, where each line and list starts at the right (docs/decisions/046). It floats
// over the page, so whatever receives keyboard focus under it is scrolled clear of it (the footer leaves room at
// the very end of the page).
export function ChatButton() {
  const { t, text } = useSite();
  const button = useRef<HTMLAnchorElement>(null);
  const href = chatLink(text("contact_chat_number"));

  useEffect(() => {
    const uncover = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !button.current || target === button.current) return;
      // A mouse press focuses a button too: moving the page between its press and release would lose the click.
      if (!target.matches(":focus-visible")) return;
      const covered = button.current.getBoundingClientRect();
      const focused = target.getBoundingClientRect();
      const overlaps =
        focused.bottom > covered.top &&
        focused.top < covered.bottom &&
        focused.right > covered.left &&
        focused.left < covered.right;
      if (overlaps) window.scrollBy({ top: focused.bottom - covered.top + clearance, behavior: "instant" });
    };
    document.addEventListener("focusin", uncover);
    return () => document.removeEventListener("focusin", uncover);
  }, []);

  // No usable chat number stored (docs/decisions/020): no button rather than a broken one.
  if (!href) return null;
  return (
    <aside aria-label={t("chatButton")}>
      <NewTabLink
        ref={button}
        href={href}
        aria-label={t("chatButton")}
        className="site-focus fixed end-5 bottom-5 z-30 flex size-14 items-center justify-center rounded-full bg-[#128c3e] text-white shadow-xl shadow-black/20 transition hover:scale-105 motion-reduce:transition-none sm:end-6 sm:bottom-6"
      >
        <WhatsAppIcon className="size-7" />
      </NewTabLink>
    </aside>
  );
}
