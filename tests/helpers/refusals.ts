import { expect, test } from "bun:test";

export type Refusal = [what: string, input: Record<string, unknown>, path: string, message: string];

type Doors = {
  post: (input: unknown) => Response | Promise<Response>;
  // The same action at its form's path, as the site's script sends it (script-posts.ts).
  script: (input: Record<string, unknown>) => Response | Promise<Response>;
  stored: () => unknown[];
};

// Each bad submission answers 400 with the field's message on both JSON doors, and stores nothing.
export function testRefusals(refused: Refusal[], { post, script, stored }: Doors) {
  for (const [what, input, path, message] of refused) {
    test(`${what}: 400 "${message}" on ${path} through REST and the site's script, nothing stored`, async () => {
      const before = stored().length;
      for (const res of [await post(input), await script(input)]) {
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ message, issues: [{ path, message }] });
      }
      expect(stored().length).toBe(before);
    });
  }
}

// The error a call was refused with (undefined when it was not).
export const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error,
  );
