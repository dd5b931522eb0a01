// Requests no route should see: without a usable Host (HTTP/1.0 sends none) Bun hands over a bare path as the
// URL, and a NUL byte in the path breaks file lookups further in. Both get a plain 400 before any route runs;
// /healthz still answers, so a health probe that sends no Host keeps working.
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

export const healthAnswer = () => Response.json({ ok: true });

const refuse = (message: string) =>
  Response.json({ message }, { status: 400, headers: { "x-content-type-options": "nosniff" } });

// Nearly every request names the same host: the last verdict is kept rather than matched again.
let lastHost: string | undefined;
let lastVerdict = false;

function hostProblem(req: Request): boolean {
  const host = req.headers.get("host");
  if (host === null) return false;
  if (host === lastHost) return lastVerdict;
  const match = hostPattern.exec(host);
  lastHost = host;
  lastVerdict = !match || Number(match[1] ?? 0) > 65535;
  return lastVerdict;
}

export function refuseMalformed(req: Request): Response | undefined {
  let url: URL | undefined;
  try {
    url = new URL(req.url);
  } catch {}
  const path = url?.pathname ?? req.url.split("?")[0];
  if (path === "/healthz" && req.method === "GET") return url ? undefined : healthAnswer();
  if (!url || hostProblem(req)) return refuse("The Host header is missing or malformed");
  if (/%00|\0/.test(url.pathname)) return refuse("The path holds a NUL byte");
  return undefined;
}
