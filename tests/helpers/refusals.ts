import { expect, test } from "bun:test";

export type Refusal = [what: string, input: Record<string, unknown>, path: string, message: string];

type Doors = {
  post: (input: unknown) => Response | Promise<Response>;
  submit: (input: Record<string, unknown>) => Promise<unknown>;
  stored: () => unknown[];
};

// Each bad submission answers 400 with the field's message on both doors, and stores nothing.
export function testRefusals(refused: Refusal[], { post, submit, stored }: Doors) {
  for (const [what, input, path, message] of refused) {
    test(`${what}: 400 "${message}" on ${path} through REST and tRPC, nothing stored`, async () => {
      const before = stored().length;
      const res = await post(input);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message, issues: [{ path, message }] });
      await expect(submit(input)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining(message),
      });
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
