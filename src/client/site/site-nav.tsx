import { blogPath } from "#shared/blog.ts";
import type { MessageKey } from "#shared/i18n/index.ts";
import { scrollToSection } from "../lib/scroll";
import { useSite } from "./site-context";

const navLinks: { id: string; label: MessageKey }[] = [
  { id: "home", label: "navHome" },
  { id: "about", label: "navAbout" },
  { id: "products", label: "navProducts" },
  { id: "testimonials", label: "navTestimonials" },
  { id: "contact", label: "navContact" },
];

/** A link to a section of the landing page: on that page it glides there, leaving room for the fixed header;
 * from any other page it opens the landing page at the section (`/#contact`), which the browser scrolls to. */
export function SectionLink({
  id,
  className,
  children,
  onNavigate,
}: {
  id: string;
  className: string;
  children: React.ReactNode;
  onNavigate?: () => void;
}) {
  const { sections } = useSite();
  return (
    <a
      href={`${sections}#${id}`}
      className={className}
      onClick={(event) => {
        if (sections) return;
        event.preventDefault();
        onNavigate?.();
        scrollToSection(id);
      }}
    >
      {children}
    </a>
  );
}

// The site's links in the header, its mobile menu and the footer: a section link each, and the blog once it has
// a post.
export function NavItems({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { lang, t, hasPosts, current } = useSite();
  const blog = blogPath(lang);
  return (
    <>
      {navLinks.map((link) => (
        <li key={link.id}>
          <SectionLink id={link.id} className={className} onNavigate={onNavigate}>
            {t(link.label)}
          </SectionLink>
        </li>
      ))}
      {hasPosts ? (
        <li>
          <a href={blog} className={className} aria-current={current === blog ? "page" : undefined}>
            {t("navBlog")}
          </a>
        </li>
      ) : null}
    </>
  );
}
