// `server --healthcheck` (the image's HEALTHCHECK; a scratch image has no curl): asks the running server's /healthz
// and exits 0 when it answers 200, else 1.
export async function healthcheck(env: Record<string, string | undefined>): Promise<never> {
  const port = env.PORT || "3000";
  const host = !env.HOST || env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/healthz`;
  const ok = await fetch(url, { signal: AbortSignal.timeout(4000) }).then(
    (r) => r.ok,
    () => false,
  );
  process.exit(ok ? 0 : 1);
}
