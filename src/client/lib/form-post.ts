import { firstTouch } from "./first-touch";
import { FormRefused } from "./http-error";

// A visitor form once React runs (docs/decisions/013): its values go to the form's own action, the address the plain
// post goes to, as JSON and asking for JSON back, with where the visit began (docs/decisions/200). The server runs
// the same action either way and answers the API's JSON instead of a page.
export async function sendForm(action: string, values: object): Promise<void> {
  const res = await fetch(action, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ ...values, source: firstTouch() }),
  });
  if (res.ok) return;
  const answer = (await res.json().catch(() => ({}))) as { message?: string };
  throw new FormRefused(res.status, answer.message ?? "");
}
