import type { ReactNode } from "react";
import { mailHref, phoneHref } from "#shared/contact-links.ts";
import { productName } from "#shared/product-text.ts";
import { BrandMark } from "./brand-mark";
import { useSite } from "./site-context";
import { NavItems, SectionLink } from "./site-nav";
import { SocialLinks } from "./social-links";

const copyrightYear = 2024;
const footerLink = "site-focus rounded text-slate-300 transition-colors hover:text-white";

// `signUp`: the newsletter's sign-up form (site/newsletter-form.tsx) as the page loads it; none on the page that is
// that form already.
export function SiteFooter({ signUp }: { signUp: ReactNode }) {
  const { lang, t, text, footerProducts } = useSite();
  const phone = text("contact_phone");
  const email = text("contact_email");
  const links = { phone: phoneHref(phone), email: mailHref(email) };
  return (
    <footer className="bg-ink text-slate-300">
      <div className="site-container grid grid-cols-2 gap-x-6 gap-y-12 py-16 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <BrandMark inverted />
          <p className="mt-4 leading-relaxed">{text("footer_tagline")}</p>
          <div className="mt-6">
            <SocialLinks tone="dark" />
          </div>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            {t("quickLinks")}
          </h2>
          <ul className="mt-4 space-y-3">
            <NavItems className={footerLink} />
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("ourProducts")}</h2>
          <ul className="mt-4 space-y-3">
            {footerProducts.map((product) => (
              <li key={product.id}>
                <SectionLink id="products" className={footerLink}>
                  {productName(product, lang)}
                </SectionLink>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t("contactUs")}</h2>
          <ul className="mt-4 space-y-3">
            {links.phone ? (
              <li>
                <a href={links.phone} className={footerLink} dir="ltr">
                  {phone}
                </a>
              </li>
            ) : null}
            {links.email ? (
              <li>
                <a href={links.email} className={footerLink}>
                  {email}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      {signUp ? <div className="site-container pb-12">{signUp}</div> : null}
      {/* The floating chat button sits in the corner where lines end (bottom right, bottom left in Arabic): at the
          end of the page the line keeps clear of it. */}
      <div className="border-t border-white/10">
        <div className="site-container py-6">
          <p className="pe-16 text-sm text-slate-400">
            © <span dir="ltr">{copyrightYear}</span> {text("footer_company_name")}. {t("rights")}
          </p>
        </div>
      </div>
    </footer>
  );
}
