import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const recipe = join(import.meta.dir, "../../docs/deploy/nginx-cache.conf");

const freePort = () => {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const { port } = probe;
  probe.stop(true);
  return port;
};

// nginx from Debian in the foreground, in a folder of its own, running the deployment recipe in front of the
// given upstream port. Answers its base URL and a stop function.
export async function startNginx(upstreamPort: number) {
  const binary = "/usr/sbin/nginx";
  if (!(await Bun.file(binary).exists()))
    throw new Error("nginx is not installed: apt-get install -y nginx-light");
  const dir = mkdtempSync(join(tmpdir(), "tissue-nginx-"));
  for (const sub of ["cache", "temp"]) mkdirSync(join(dir, sub));
  const port = freePort();
  const site = readFileSync(recipe, "utf8")
    .replace("/var/cache/nginx/tissue", join(dir, "cache"))
    .replace("127.0.0.1:3000", `127.0.0.1:${upstreamPort}`)
    .replace("listen 8080;", `listen 127.0.0.1:${port};`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `${kind}_temp_path ${join(dir, "temp", kind)};`)
    .join("\n");
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off; master_process off; worker_processes 1; pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 64; }
http { access_log off; ${temp}
${site}
}`,
  );
  const nginx = Bun.spawn([binary, "-p", dir, "-c", join(dir, "nginx.conf")], { stderr: "pipe" });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop: () => nginx.kill() };
    if (nginx.exitCode !== null) break;
    await Bun.sleep(50);
  }
  nginx.kill();
  throw new Error(
    `nginx did not start: ${await new Response(nginx.stderr).text()} ${readFileSync(join(dir, "error.log"), "utf8")}`,
  );
}
