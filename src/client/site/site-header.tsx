import { useEffect, useRef, useState } from "react";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { limits } from "#shared/constants.ts";
import { Icon } from "../components/site-ui/icon";
import { BrandMark } from "./brand-mark";
import { LanguageToggle } from "./language-toggle";
import { QuoteListButton } from "./quote-list-button";
import { useSite } from "./site-context";
import { NavItems, SectionLink } from "./site-nav";

export function SiteHeader() {
  const { t } = useSite();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Until React has taken over, the toggle is a link to #mobile-menu and CSS (:target) shows the menu. A tap on
  // that link held while React loads lands on the link once React owns it (its onClick opens the menu); a tap that
  // fell back to the script-free jump has left #mobile-menu in the address, so the menu starts open.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (window.location.hash === "#mobile-menu") setMenuOpen(true);
    setHydrated(true);
  }, []);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > limits.headerShadowAfterPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const close = () => setMenuOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and puts focus back on its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);
  const linkClass = "site-focus rounded-full px-3.5 py-2 text-sm font-medium text-slate-700 hover:text-brand";

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b bg-white transition-shadow ${
        scrolled ? "border-slate-200 shadow-md" : "border-transparent"
      }`}
    >
      <div className="site-container flex h-16 items-center justify-between gap-4 lg:h-[4.5rem]">
        <SectionLink id="home" className="site-focus rounded-lg" onNavigate={close}>
          <BrandMark />
        </SectionLink>
        <nav aria-label={t("mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavItems className={linkClass} />
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <QuoteListButton />
          <LanguageToggle />
          <SectionLink id="contact" className={siteButtonClass.primary}>
            {t("getInTouch")}
          </SectionLink>
        </div>
        <div className="ms-auto lg:hidden">
          <QuoteListButton />
        </div>
        {hydrated ? null : (
          // biome-ignore lint/a11y/useValidAnchor: without scripts it is a real link to the menu; React's click opens the same menu
          <a
            href="#mobile-menu"
            className={`${siteButtonClass.icon} lg:hidden`}
            aria-label={t("openMenu")}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen(true);
            }}
          >
            <Icon name="menu" className="size-5" />
          </a>
        )}
        <button
          ref={toggle}
          type="button"
          hidden={!hydrated}
          className={`${siteButtonClass.icon} lg:hidden`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("closeMenu") : t("openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <Icon name="x" className="size-5" /> : <Icon name="menu" className="size-5" />}
        </button>
      </div>
      {menuOpen || !hydrated ? (
        <nav
          id="mobile-menu"
          aria-label={t("mainNav")}
          className={`border-t bg-white shadow-lg lg:hidden ${hydrated ? "" : "hidden target:block"}`}
        >
          <ul className="site-container flex flex-col gap-1 py-4">
            <NavItems className={`${linkClass} block py-3 text-base`} onNavigate={close} />
            <li className="mt-2 flex flex-wrap items-center gap-3 border-t pt-4">
              <SectionLink id="contact" className={siteButtonClass.primary} onNavigate={close}>
                {t("getInTouch")}
              </SectionLink>
              <LanguageToggle />
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
