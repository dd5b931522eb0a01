import type { ReactNode } from "react";
import { bookPath, useSite } from "./site-context";

// A link to /book until React takes over; from then on it opens the booking dialog (docs/decisions/013, 150).
export function BookingLink({ className, children }: { className: string; children: ReactNode }) {
  const { lang, openBooking } = useSite();
  return (
    <a
      href={bookPath(lang)}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        openBooking();
      }}
    >
      {children}
    </a>
  );
}
