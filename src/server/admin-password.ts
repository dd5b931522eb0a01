// bun run admin:password [username]: sets a new admin password and ends that admin's sessions.
// The password comes from ADMIN_PASSWORD, else a hidden prompt on a terminal, else it is generated and printed.
import { join } from "node:path";
import { isSingleScript } from "#shared/username.ts";
import { closeDb, openDb } from "./db";
import { generatePassword, hasAnyUser, setAdminPassword, userExists } from "./features/auth/service";
import { parseSettings } from "./settings";

const minLength = 8;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// Reads lines from the terminal without echoing them; null when the user presses Ctrl+C or Ctrl+D.
function hiddenInput() {
  const stdin = process.stdin;
  const lines: (string | null)[] = [];
  let current = "";
  let wake = () => {};
  stdin.setRawMode(true);
  stdin.on("data", (chunk: Buffer) => {
    for (const char of chunk.toString("utf8")) {
      if (char === "\r" || char === "\n") {
        lines.push(current);
        current = "";
      } else if (char === "\u0003" || char === "\u0004") lines.push(null);
      else current = char === "\u007f" || char === "\b" ? current.slice(0, -1) : current + char;
    }
    wake();
  });
  return {
    async ask(question: string) {
      process.stdout.write(question);
      while (lines.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      process.stdout.write("\n");
      const line = lines.shift();
      if (line === null || line === undefined) fail("Cancelled; nothing changed.");
      return line;
    },
    close() {
      stdin.setRawMode(false);
      stdin.pause();
    },
  };
}

async function promptPassword() {
  const input = hiddenInput();
  const first = await input.ask(`New password (at least ${minLength} characters): `);
  if (first.length < minLength) fail(`The password must be at least ${minLength} characters.`);
  const second = await input.ask("Repeat the new password: ");
  input.close();
  if (second !== first) fail("The two passwords differ; nothing changed.");
  return first;
}

let settings: ReturnType<typeof parseSettings>;
try {
  settings = parseSettings(process.env);
} catch (error) {
  fail((error as Error).message);
}

const username = process.argv[2]?.trim() || settings.ADMIN_USERNAME;
const db = openDb(join(settings.DATA_DIR, "app.db"));
// A typo must not quietly create a second admin: only an empty database gets a new user.
if (!userExists(db, username) && hasAnyUser(db)) {
  closeDb(db);
  fail(
    `There is no user named "${username}". Pass the admin's username as the argument or set ADMIN_USERNAME.`,
  );
}
if (!userExists(db, username) && !isSingleScript(username)) {
  closeDb(db);
  fail(
    `"${username}" mixes scripts (a Cyrillic or Greek letter among Latin ones, for example); nothing changed.`,
  );
}

let password = settings.ADMIN_PASSWORD;
let generated = false;
if (!password) {
  if (process.stdin.isTTY) password = await promptPassword();
  else [password, generated] = [generatePassword(), true];
}

await setAdminPassword(db, username, password, settings.ARGON2_MEMORY_KIB);
closeDb(db);
console.log(`The password of "${username}" has been changed and every session of that user has ended.`);
if (generated) console.log(`New password: ${password}`);
