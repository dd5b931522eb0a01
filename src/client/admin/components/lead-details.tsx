import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { phoneHref } from "#shared/contact-links.ts";

// The language a lead wrote in, which the owner's answer and quote follow.
export const languageName = (lang: string) => (lang === "ar" ? "Arabic" : "English");

// One of a lead's details in its card's list (`wide` takes two columns on a phone). A value is set in the direction
// of its own first letter, so an Arabic buyer's "2 كرتونة" reads as they wrote it.
export function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "col-span-2 lg:col-span-1" : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd dir="auto" className="mt-0.5 break-words whitespace-pre-line text-slate-900">
        {children}
      </dd>
    </div>
  );
}

const link = "break-all text-cyan-800 underline-offset-2 hover:underline";

type LinkProps = { className?: string; icon?: boolean };

// A lead's email and phone, written as they were sent and opening the owner's mail or phone.
export function EmailLink({ email, className = "", icon }: LinkProps & { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${link} ${className}`}>
      {icon && <Mail className="me-1.5 inline size-4 align-[-0.125em]" aria-hidden="true" />}
      {email}
    </a>
  );
}

// A number no phone can dial is shown as written, without a link.
export function PhoneLink({ phone, className = "", icon }: LinkProps & { phone: string }) {
  const href = phoneHref(phone);
  const content = (
    <>
      {icon && <Phone className="me-1.5 inline size-4 align-[-0.125em]" aria-hidden="true" />}
      {phone}
    </>
  );
  return href ? (
    <a href={href} className={`${link} ${className}`} dir="ltr">
      {content}
    </a>
  ) : (
    <span className={className} dir="ltr">
      {content}
    </span>
  );
}

// A lead card's list of details, below its head.
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-100 pt-4 text-sm lg:grid-cols-3">
      {children}
    </dl>
  );
}

// Where to answer a lead: its email and, when it gave one, its phone.
export function ReachDetails({ email, phone }: { email: string; phone: string | null }) {
  return (
    <>
      <Detail label="Email" wide>
        <EmailLink email={email} />
      </Detail>
      {phone && (
        <Detail label="Phone">
          <PhoneLink phone={phone} />
        </Detail>
      )}
    </>
  );
}
