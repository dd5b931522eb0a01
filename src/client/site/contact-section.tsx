import { lazy, type ReactNode, Suspense } from "react";
import { siteButtonClass } from "#client/components/ui/button-styles.ts";
import { chatLink, mailHref, phoneHref } from "#shared/contact-links.ts";
import { WhatsAppIcon } from "../components/site-ui/brand-icons";
import { Icon } from "../components/site-ui/icon";
import { NewTabLink } from "../components/site-ui/new-tab-link";
import { BookingLink } from "./booking-link";
import { SectionHeading } from "./section-heading";
import { useSite } from "./site-context";
import { socialHandle, useSocialProfiles } from "./social-links";

// The form (react-hook-form and its validation) is its own chunk: the server renders it in full, and the
// browser loads it after the page is up, keeping the first download small.
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

const linkClass =
  "site-focus rounded font-medium text-ink underline-offset-4 hover:text-brand hover:underline";

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
        {icon}
      </span>
      <div>
        <h3 className="text-sm font-semibold text-slate-600">{title}</h3>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}

export function ContactSection() {
  const { t, text } = useSite();
  const phone = text("contact_phone");
  const email = text("contact_email");
  // A stored detail no link can be made of is left out rather than shown as a broken link (docs/decisions/020).
  const links = {
    phone: phoneHref(phone),
    chat: chatLink(text("contact_chat_number")),
    email: mailHref(email),
  };
  const profiles = useSocialProfiles();
  const hours = ["contact_hours_weekdays", "contact_hours_saturday", "contact_hours_sunday"].map(text);
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="below-fold scroll-mt-20 bg-slate-50 py-20 [--stand-in:1440px] rtl:[--stand-in:1370px] sm:[--stand-in:1230px] sm:rtl:[--stand-in:1190px] lg:py-28 lg:[--stand-in:800px] lg:rtl:[--stand-in:740px]"
    >
      <div className="site-container">
        <SectionHeading
          id="contact-title"
          eyebrow={t("navContact")}
          title={text("contact_title")}
          intro={text("contact_subtitle")}
        />
        <div className="mt-14 grid gap-8 lg:grid-cols-5">
          <ul className="grid content-start gap-7 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-8 lg:col-span-2">
            {links.phone ? (
              <InfoItem icon={<Icon name="phone" className="size-5" />} title={t("phone")}>
                <a href={links.phone} className={linkClass} dir="ltr">
                  {phone}
                </a>
              </InfoItem>
            ) : null}
            {links.chat ? (
              <InfoItem icon={<WhatsAppIcon />} title={t("chat")}>
                <NewTabLink href={links.chat} className={linkClass}>
                  {t("chatOnWhatsApp")}
                </NewTabLink>
              </InfoItem>
            ) : null}
            {links.email ? (
              <InfoItem icon={<Icon name="mail" className="size-5" />} title={t("email")}>
                <a href={links.email} className={linkClass}>
                  {email}
                </a>
              </InfoItem>
            ) : null}
            {profiles.length > 0 ? (
              <InfoItem icon={<span className="text-lg font-bold">@</span>} title={t("social")}>
                <ul className="space-y-1">
                  {profiles.map(({ name, url, Icon }) => (
                    <li key={name}>
                      <NewTabLink href={url} className={`${linkClass} inline-flex items-center gap-2`}>
                        <Icon className="size-4 text-brand" />
                        <span className="sr-only">{name}</span>
                        <span dir="ltr">{socialHandle(url)}</span>
                      </NewTabLink>
                    </li>
                  ))}
                </ul>
              </InfoItem>
            ) : null}
            <InfoItem icon={<Icon name="clock" className="size-5" />} title={t("hours")}>
              <ul className="space-y-1 text-ink">
                {hours.map((line) => (
                  <li key={line}>
                    <HoursLine line={line} />
                  </li>
                ))}
              </ul>
              <BookingLink className={`${siteButtonClass.secondary} mt-4`}>
                <Icon name="calendar-days" className="size-4" />
                {t("bookCta")}
              </BookingLink>
            </InfoItem>
          </ul>
          <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-8 lg:col-span-3">
            <h3 id="contact-form-title" className="mb-6 text-2xl font-bold text-ink">
              {t("contactFormTitle")}
            </h3>
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          </div>
        </div>
      </div>
    </section>
  );
}

// "Monday - Friday: 8:00 AM - 6:00 PM": the line may break after the days, never inside the days or the hours.
function HoursLine({ line }: { line: string }) {
  const at = line.indexOf(": ");
  if (at < 0) return <span className="whitespace-nowrap">{line}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{line.slice(0, at + 1)}</span>{" "}
      <span className="whitespace-nowrap">{line.slice(at + 2)}</span>
    </>
  );
}
