import { createReadStream, createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

// Bun.Archive builds an archive from bytes held in memory; a site's uploads can be hundreds of megabytes, and the
// nightly backup runs inside the server. This writes the same plain ustar + gzip, one file at a time, streamed
// from disk (docs/decisions/105). Restores read archives with Bun.Archive.

export type TarEntry = { name: string; size: number } & ({ file: string } | { bytes: Uint8Array });

const block = 512;

function header(name: string, size: number, mtimeMs: number) {
  const h = Buffer.alloc(block);
  const octal = (n: number, width: number) => `${n.toString(8).padStart(width - 1, "0")}\0`;
  h.write(name, 0, 100, "utf8");
  h.write(octal(0o644, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(Math.floor(mtimeMs / 1000), 12), 136);
  h.write("        ", 148);
  h.write("0", 156);
  h.write("ustar\u000000", 257);
  const sum = h.reduce((total, byte) => total + byte, 0);
  h.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return h;
}

async function* tarStream(entries: TarEntry[], mtimeMs: number) {
  for (const entry of entries) {
    if (Buffer.byteLength(entry.name) > 100) throw new Error(`tar: name too long: ${entry.name}`);
    yield header(entry.name, entry.size, mtimeMs);
    let written = 0;
    if ("bytes" in entry) {
      yield entry.bytes;
      written = entry.bytes.length;
    } else {
      for await (const chunk of createReadStream(entry.file)) {
        written += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    }
    // Uploads never change once stored; one that did would make the header lie.
    if (written !== entry.size) throw new Error(`tar: ${entry.name} changed while it was being archived`);
    if (written % block) yield Buffer.alloc(block - (written % block));
  }
  yield Buffer.alloc(2 * block);
}

export async function writeTarGz(path: string, entries: TarEntry[], mtimeMs: number) {
  await pipeline(Readable.from(tarStream(entries, mtimeMs)), createGzip(), createWriteStream(path));
}

// The sha256 and size of a file, read in chunks.
export async function hashFile(file: string) {
  const hasher = new Bun.CryptoHasher("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hasher.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hasher.digest("hex"), size };
}
