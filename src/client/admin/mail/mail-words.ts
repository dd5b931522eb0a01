import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "#client/lib/trpc.ts";

// With mail off (no SMTP_URL) an email is held in the outbox, not sent: it goes only once mail is set up and the
// owner sends the held emails from the Email screen (docs/decisions/080). A toast that would promise a mail says
// that instead (docs/decisions/063).
export const heldNote = (emails: "one" | "many" = "one") =>
  emails === "one"
    ? "Mail is off: the email is held until mail is set up and you send it from the Email screen."
    : "Mail is off: the emails are held until mail is set up and you send them from the Email screen.";

// The words for a toast that follows a mail: `sent` with mail on, `held` with mail off. Whether mail is on is
// asked when the screen opens and awaited if not yet known, so the toast does not guess; if the server cannot
// say, the toast keeps the words it always had.
export function useMailWords() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useQuery(trpc.mail.status.queryOptions());
  return (sent: string, held: string) =>
    queryClient.ensureQueryData(trpc.mail.status.queryOptions()).then(
      (status) => (status.on ? sent : held),
      () => sent,
    );
}
