import { expect, test } from "bun:test";
import { join } from "node:path";

// The API must not pay for the client at start: React and the client's libraries load with the first page render.
test("the app boots without loading React, TanStack Query, the tRPC client or wouter", async () => {
  const script = `
    await import("#server/app.ts");
    const loaded = Object.keys(require.cache).filter((m) => /node_modules\\/(react|react-dom|@tanstack|@trpc\\/client|wouter)\\//.test(m));
    console.log(JSON.stringify(loaded));
  `;
  const child = Bun.spawn(["bun", "-e", script], { cwd: join(import.meta.dir, "../.."), stdout: "pipe" });
  const output = await new Response(child.stdout).text();
  expect(await child.exited).toBe(0);
  expect(JSON.parse(output)).toEqual([]);
});
