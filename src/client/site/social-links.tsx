import { profileHref } from "#shared/contact-links.ts";
import { FacebookIcon, InstagramIcon } from "../components/site-ui/brand-icons";
import { NewTabLink } from "../components/site-ui/new-tab-link";
import { useSite } from "./site-context";

/** The handle shown for a profile address: its last path part. */
export const socialHandle = (url: string) => `@${url.replace(/\/+$/, "").split("/").pop() ?? ""}`;

export function useSocialProfiles() {
  const { text } = useSite();
  return [
    { name: "Facebook", url: profileHref(text("contact_facebook")), Icon: FacebookIcon },
    { name: "Instagram", url: profileHref(text("contact_instagram")), Icon: InstagramIcon },
  ].flatMap(({ url, ...profile }) => (url ? [{ ...profile, url }] : []));
}

export function SocialLinks({ tone = "light" }: { tone?: "light" | "dark" }) {
  const profiles = useSocialProfiles();
  const look =
    tone === "dark"
      ? "bg-white/10 text-white hover:bg-white hover:text-ink"
      : "border border-slate-200 bg-white text-slate-700 hover:border-brand hover:text-brand";
  return (
    <ul className="flex items-center gap-2">
      {profiles.map(({ name, url, Icon }) => (
        <li key={name}>
          <NewTabLink
            href={url}
            aria-label={name}
            className={`site-focus flex size-10 items-center justify-center rounded-full transition-colors ${look}`}
          >
            <Icon />
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
