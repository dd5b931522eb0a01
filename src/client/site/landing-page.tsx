import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useContent } from "#client/lib/content.ts";
import { useLang } from "#client/lib/lang.ts";
import { toasterWanted } from "#client/lib/notify.ts";
import { preloadable } from "#client/lib/preloadable.ts";
import { translator } from "#shared/i18n/index.ts";
import { AboutSection } from "./about-section";
import { BlogSection } from "./blog-section";
import { ChatButton } from "./chat-button";
import { ContactSection } from "./contact-section";
import { FoldStylesheet } from "./fold-stylesheet";
import { HeroSection } from "./hero-section";
import { ProductsSection } from "./products-section";
import { ShopNowBand } from "./shop-now-band";
import { type Product, type Site, SiteProvider } from "./site-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { StatsStrip } from "./stats-strip";
import { TestimonialsSection } from "./testimonials-section";

// The server renders the toaster's live region at once; the browser leaves that markup as it is until the first
// toast (lib/notify.ts), then loads sonner and hydrates it. sonner replays toasts raised before its Toaster
// subscribes, so the first toast is not lost.
const SiteToaster = lazy(() =>
  (typeof window === "undefined" ? Promise.resolve() : toasterWanted)
    .then(() => import("./site-toaster"))
    .then((m) => ({ default: m.SiteToaster })),
);
// The inquiry dialog (Radix, focus trap, the form) is fetched while the browser is idle, not with the first paint,
// and then opens at once (lib/preloadable.ts); the other dialogs are fetched when first opened.
const inquiryDialog = preloadable(() => import("./inquiry-dialog").then((m) => m.InquiryDialog));
const QuoteListDialog = lazy(() =>
  import("./quote-list-dialog").then((m) => ({ default: m.QuoteListDialog })),
);
const SampleDialog = lazy(() => import("./samples/sample-dialog").then((m) => ({ default: m.SampleDialog })));
const BookingDialog = lazy(() => import("./booking-dialog").then((m) => ({ default: m.BookingDialog })));

export function LandingPage() {
  const lang = useLang();
  const text = useContent(lang);
  // The opening hours are read from the English texts (booking-slots.ts); the same query, no second fetch.
  const english = useContent("en");
  const [ordering, setOrdering] = useState<Product | null>(null);
  const [dialogMounted, setDialogMounted] = useState(false);
  const [booking, setBooking] = useState<boolean | null>(null);
  const [quoting, setQuoting] = useState<boolean | null>(null);
  const [sampling, setSampling] = useState<Product | null | undefined>(undefined);
  // The dialogs open from links and buttons, not Radix triggers: remember the opener so focus can return there.
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const openInquiry = (product: Product) => {
    rememberOpener();
    setDialogMounted(true);
    setOrdering(product);
  };
  const openBooking = () => {
    rememberOpener();
    setBooking(true);
  };
  const openQuoteList = () => {
    rememberOpener();
    setQuoting(true);
  };
  const openSample = (product: Product) => {
    rememberOpener();
    setSampling(product);
  };
  const site: Site = { lang, t: translator(lang), text, openInquiry, openBooking, openQuoteList, openSample };
  const dir = lang === "ar" ? "rtl" : "ltr";

  useEffect(() => {
    const timer = window.setTimeout(inquiryDialog.preload, 2000);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    // The server wrote both: setting them again, even to the same value, makes the browser re-check every rule
    // that depends on the language right after hydration.
    if (root.lang !== lang) root.lang = lang;
    if (root.dir !== dir) root.dir = dir;
  }, [lang, dir]);

  // The same element on every render, outside the site's context: a change that reached the toaster's boundary
  // before its first toast would make React drop the server's live region to render it anew.
  const toaster = useMemo(
    () => (
      <Suspense fallback={null}>
        <SiteToaster lang={lang} />
      </Suspense>
    ),
    [lang],
  );

  return (
    <div lang={lang} dir={dir} className={lang === "ar" ? "font-arabic" : "font-sans"}>
      <SiteProvider value={site}>
        <a
          href="#main"
          className="site-focus sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {site.t("skipToContent")}
        </a>
        <SiteHeader />
        <main id="main">
          <HeroSection />
          <FoldStylesheet />
          <StatsStrip />
          <AboutSection />
          <ProductsSection />
          <TestimonialsSection />
          <BlogSection />
          <ContactSection />
          <ShopNowBand />
        </main>
        <SiteFooter />
        <ChatButton />
        {dialogMounted ? (
          <Suspense fallback={null}>
            <inquiryDialog.Component
              product={ordering}
              onClose={() => setOrdering(null)}
              returnFocus={() => opener.current?.focus()}
            />
          </Suspense>
        ) : null}
        {quoting !== null ? (
          <Suspense fallback={null}>
            <QuoteListDialog
              open={quoting}
              onClose={() => setQuoting(false)}
              returnFocus={() => opener.current?.focus()}
            />
          </Suspense>
        ) : null}
        {sampling !== undefined ? (
          <Suspense fallback={null}>
            <SampleDialog
              product={sampling}
              onClose={() => setSampling(null)}
              returnFocus={() => opener.current?.focus()}
            />
          </Suspense>
        ) : null}
        {booking !== null ? (
          <Suspense fallback={null}>
            <BookingDialog
              open={booking}
              english={english}
              onClose={() => setBooking(false)}
              returnFocus={() => opener.current?.focus()}
            />
          </Suspense>
        ) : null}
      </SiteProvider>
      {toaster}
    </div>
  );
}
