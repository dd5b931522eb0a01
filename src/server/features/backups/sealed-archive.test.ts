import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newBackupKey } from "#server/core/backup-key.ts";
import { headerBytes, SealRefused, sealedSize, sealFile, unseal } from "./sealed-archive";

const dir = mkdtempSync(join(tmpdir(), "tissue-sealed-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const key = newBackupKey();
const chunk = 1000;

function archiveOf(size: number) {
  const file = join(dir, `plain-${size}`);
  const bytes = new Uint8Array(size).map((_, i) => (i * 31 + 7) % 251);
  writeFileSync(file, bytes);
  return { file, bytes };
}

async function sealedParts(file: string) {
  const parts: Uint8Array[] = [];
  for await (const part of sealFile(file, key, chunk)) parts.push(part);
  return parts;
}

async function opened(parts: Uint8Array[], withKey = key) {
  const out: Uint8Array[] = [];
  await unseal(
    (async function* () {
      yield* parts;
    })(),
    withKey,
    (plain) => {
      out.push(plain);
    },
  );
  return Buffer.concat(out);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "opened",
    (error) => (error instanceof SealRefused ? error.why : `threw ${error}`),
  );

describe("a sealed copy", () => {
  for (const size of [0, 1, chunk - 1, chunk, chunk + 1, 3 * chunk, 3 * chunk + 17]) {
    test(`of ${size} bytes opens to the same bytes, at its computed size, in any slicing`, async () => {
      const { file, bytes } = archiveOf(size);
      const parts = await sealedParts(file);
      const whole = Buffer.concat(parts);
      expect(whole.length).toBe(sealedSize(size, chunk));
      expect(Buffer.from(await opened(parts)).equals(Buffer.from(bytes))).toBe(true);
      // The bucket hands it back in pieces of its own sizes.
      const sliced = [];
      for (let at = 0; at < whole.length; at += 333) sliced.push(whole.subarray(at, at + 333));
      expect(Buffer.from(await opened(sliced)).equals(Buffer.from(bytes))).toBe(true);
    });
  }

  test("holds no run of the archive's bytes (it is not stored in the clear)", async () => {
    const { file, bytes } = archiveOf(3 * chunk);
    const whole = Buffer.concat(await sealedParts(file));
    expect(whole.includes(Buffer.from(bytes.subarray(100, 132)))).toBe(false);
  });

  test("another key is refused from the header, before a byte is written", async () => {
    const parts = await sealedParts(archiveOf(2 * chunk).file);
    let written = 0;
    const why = await refusal(
      unseal(
        (async function* () {
          yield* parts;
        })(),
        newBackupKey(),
        () => {
          written++;
        },
      ),
    );
    expect(why).toBe("wrong-key");
    expect(written).toBe(0);
  });

  test("a copy cut at a chunk's end, reordered, changed or cut inside a chunk is damaged", async () => {
    const parts = await sealedParts(archiveOf(3 * chunk + 5).file);
    const [header, a, b, c, last] = parts as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    expect(await refusal(opened([header, a, b, c]))).toBe("damaged");
    expect(await refusal(opened([header, b, a, c, last]))).toBe("damaged");
    const flipped = Uint8Array.from(b);
    flipped[10] = (flipped[10] as number) ^ 1;
    expect(await refusal(opened([header, a, flipped, c, last]))).toBe("damaged");
    expect(await refusal(opened([header, a, b.subarray(0, 500)]))).toBe("damaged");
    expect(await refusal(opened([header]))).toBe("damaged");
    expect(await refusal(opened([]))).toBe("damaged");
  });

  test("a file in another format, or a header changed, is refused", async () => {
    expect(
      await refusal(opened([new TextEncoder().encode("just a tar.gz, not sealed at all ".repeat(10))])),
    ).toBe("foreign");
    const [header, ...rest] = await sealedParts(archiveOf(chunk + 1).file);
    const otherSalt = Uint8Array.from(header as Uint8Array);
    otherSalt[20] = (otherSalt[20] as number) ^ 1;
    expect(await refusal(opened([otherSalt, ...rest]))).toBe("wrong-key");
    expect(headerBytes).toBe(62);
  });
});
