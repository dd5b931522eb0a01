import { blogPath } from "#shared/blog.ts";
import type { MessageKey } from "#shared/i18n/index.ts";
import { scrollToSection } from "../lib/scroll";
import { useLatestPosts } from "./blog-section";
import { useSite } from "./site-context";

const navLinks: { id: string; label: MessageKey }[] = [
  { id: "home", label: "navHome" },
  { id: "about", label: "navAbout" },
  { id: "products", label: "navProducts" },
  { id: "testimonials", label: "navTestimonials" },
  { id: "contact", label: "navContact" },
];

/** An in-page link that glides to its section, leaving room for the fixed header. */
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
  return (
    <a
      href={`#${id}`}
      className={className}
      onClick={(event) => {
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
  const { lang, t } = useSite();
  const hasPosts = useLatestPosts().length > 0;
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
          <a href={blogPath(lang)} className={className}>
            {t("navBlog")}
          </a>
        </li>
      ) : null}
    </>
  );
}
