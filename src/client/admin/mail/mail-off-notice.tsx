import { Link } from "wouter";

// Shown on the Email and Settings screens while SMTP_URL is unset; the held list itself is on the Email screen.
export function MailOffNotice({ onEmailScreen }: { onEmailScreen: boolean }) {
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      Mail is off: no email is sent because the server has no SMTP_URL setting. Every email that would have
      gone out is kept{" "}
      {onEmailScreen ? (
        "here"
      ) : (
        <>
          on the{" "}
          <Link href="/email" className="font-medium underline">
            Email
          </Link>{" "}
          screen
        </>
      )}{" "}
      as "held", and can be sent once mail is turned on.
    </p>
  );
}
