import type { MiddlewareHandler } from "hono";

export type LogFormat = "text" | "json";
type Entry = { id: string; method: string; path: string; status: number; ms: number };

// Lines gathered within one turn of the event loop go out in one write: a busy server logs without
// a system call per request.
let pending: string[] = [];
const flush = () => {
  const lines = pending;
  pending = [];
  process.stdout.write(`${lines.join("\n")}\n`);
};
export const writeToStdout = (line: string) => {
  if (pending.push(line) === 1) setImmediate(flush);
};

// One line per request: when, the request id, method, path (never the query string, which may carry what a
// visitor typed), status and duration. No address, no cookie, no body.
export function formatEntry(format: LogFormat, entry: Entry, time = new Date()) {
  const ms = Math.round(entry.ms * 10) / 10;
  if (format === "json") return JSON.stringify({ time: time.toISOString(), ...entry, ms });
  return `${time.toISOString()} ${entry.method} ${entry.path} ${entry.status} ${ms}ms id=${entry.id}`;
}

// The request's path and query, without scheme and host: read from the URL string, cheaper than parsing it.
export const targetOf = (req: Request) => req.url.replace(/^[a-z]+:\/\/[^/]*/i, "");

const incomingId = /^[\w.:-]{1,64}$/;
export const requestIdOf = (req: Request) => {
  const given = req.headers.get("x-request-id");
  return given && incomingId.test(given) ? given : crypto.randomUUID();
};

// Every answer carries X-Request-Id (the caller's own when it sent a sane one), and errors logged while
// answering name it too.
export function accessLog(format: LogFormat, write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.raw);
    c.set("requestId", id);
    await next();
    c.res.headers.set("x-request-id", id);
    const entry = {
      id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: performance.now() - started,
    };
    write(formatEntry(format, entry));
  };
}
