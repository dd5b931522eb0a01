import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";

// Bun.Archive builds an archive from bytes held in memory; a site's uploads can be hundreds of megabytes, and the
// nightly backup runs inside the server. tar-stream writes the same plain ustar, one file at a time, streamed from
// disk through gzip (docs/decisions/105).

export type TarEntry = { name: string; size: number } & ({ file: string } | { bytes: Uint8Array });

export async function writeTarGz(path: string, entries: TarEntry[], mtimeMs: number) {
  // Imported on first use, not at start (docs/decisions/096).
  const tar = await import("tar-stream");
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(path));
  try {
    for (const entry of entries) {
      const header = { name: entry.name, size: entry.size, mode: 0o644, mtime: new Date(mtimeMs) };
      if ("bytes" in entry) {
        await new Promise<void>((resolve, reject) =>
          pack.entry(header, Buffer.from(entry.bytes), (error) => (error ? reject(error) : resolve())),
        );
      } else {
        // tar-stream refuses a file whose bytes differ from its size: an upload that changed while archived.
        await pipeline(createReadStream(entry.file), pack.entry(header));
      }
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
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
