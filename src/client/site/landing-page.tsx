import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useContent } from "#client/lib/content.ts";
import { useLang } from "#client/lib/lang.ts";
import { dismissToasts, toasterWanted } from "#client/lib/notify.ts";
import { preloadable } from "#client/lib/preloadable.tsx";
import { translator } from "#shared/i18n/index.ts";
import { AboutSection } from "./about-section";
import { BlogSection, useLatestPosts } from "./blog-section";
import { ChatButton } from "./chat-button";
import { ContactSection } from "./contact-section";
import { FoldStylesheet } from "./fold-stylesheet";
import { HeroSection } from "./hero-section";
import { ProductsSection, useFooterProducts } from "./products-section";
import { ShopNowBand } from "./shop-now-band";
import { type Product, type Site, SiteProvider } from "./site-context";
import { SiteFrame } from "./site-frame";
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
// The dialogs (Radix, focus trap, their forms) are not fetched with the first paint: the inquiry dialog, the one
// most opened, while the browser is idle, the others at their first opening. Each opens the moment its module is
// here, with no Suspense fallback in between (lib/preloadable.tsx).
const inquiryDialog = preloadable(() => import("./inquiry-dialog").then((m) => m.InquiryDialog));
const QuoteListDialog = preloadable(() =>
  import("./quote-list-dialog").then((m) => m.QuoteListDialog),
).Component;
const SampleDialog = preloadable(() =>
  import("./samples/sample-dialog").then((m) => m.SampleDialog),
).Component;
const BookingDialog = preloadable(() => import("./booking-dialog").then((m) => m.BookingDialog)).Component;
// The footer's sign-up form and its form library load after the page is up; the server renders it in full.
const NewsletterForm = lazy(() => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm })));
const newsletterForm = (
  <Suspense fallback={null}>
    <NewsletterForm />
  </Suspense>
);

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
    // "Added to your quote list" would sit over the list's title; the list itself shows what was added.
    dismissToasts();
    setQuoting(true);
  };
  const openSample = (product: Product) => {
    rememberOpener();
    setSampling(product);
  };
  const site: Site = {
    lang,
    t: translator(lang),
    text,
    openInquiry,
    openBooking,
    openQuoteList,
    openSample,
    sections: "",
    languageHref: `/language/${lang === "ar" ? "en" : "ar"}`,
    hasPosts: useLatestPosts().length > 0,
    footerProducts: useFooterProducts(),
  };
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
        <SiteFrame signUp={newsletterForm}>
          <HeroSection />
          <FoldStylesheet />
          <StatsStrip />
          <AboutSection />
          <ProductsSection />
          <TestimonialsSection />
          <BlogSection />
          <ContactSection />
          <ShopNowBand />
        </SiteFrame>
        <ChatButton />
        {dialogMounted ? (
          <inquiryDialog.Component
            product={ordering}
            onClose={() => setOrdering(null)}
            returnFocus={() => opener.current?.focus()}
          />
        ) : null}
        {quoting !== null ? (
          <QuoteListDialog
            open={quoting}
            onClose={() => setQuoting(false)}
            returnFocus={() => opener.current?.focus()}
          />
        ) : null}
        {sampling !== undefined ? (
          <SampleDialog
            product={sampling}
            onClose={() => setSampling(null)}
            returnFocus={() => opener.current?.focus()}
          />
        ) : null}
        {booking !== null ? (
          <BookingDialog
            open={booking}
            english={english}
            onClose={() => setBooking(false)}
            returnFocus={() => opener.current?.focus()}
          />
        ) : null}
      </SiteProvider>
      {toaster}
    </div>
  );
}
