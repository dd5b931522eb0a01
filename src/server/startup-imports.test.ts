import { expect, test } from "bun:test";

// docs/decisions/096: a package only a rare action needs (a Markdown page, a calendar file, a password change, a
// backup archive, an SMTP connection, a passkey) is required on first use, so the server starts sooner and holds less.
const rare = [
  "sanitize-html",
  "marked",
  "ics",
  "tar-stream",
  "@zxcvbn-ts/language-common",
  "nodemailer",
  "@simplewebauthn/server",
];

test("loading the whole app loads none of the packages only rare actions need", () => {
  // A fresh process: in this one, other test files may already have used them.
  const probe = `await import(${JSON.stringify(`${import.meta.dir}/app.ts`)});
    console.log(JSON.stringify(Object.keys(require.cache)));`;
  const run = Bun.spawnSync(["bun", "-e", probe], { stderr: "inherit" });
  expect(run.exitCode).toBe(0);
  const loaded: string[] = JSON.parse(run.stdout.toString());
  expect(rare.filter((name) => loaded.some((path) => path.includes(`/node_modules/${name}/`)))).toEqual([]);
});
