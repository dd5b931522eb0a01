import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";

// The archive is not a complete tar.gz: damaged (a gzip, CRC or header checksum error) or cut short.
export class TarUnreadable extends Error {}

export type TarEntryInfo = { name: string; size: number; regular: boolean };
export type TarSink = { write: (chunk: Uint8Array) => void; end: () => void };

// Streams a tar.gz from disk with tar-stream, one entry at a time, so an archive of any size is read in constant
// memory (the nightly archives can be hundreds of megabytes). `onEntry` decides, from the header alone, where each
// entry's bytes go (or throws to stop).
export async function readTarGz(path: string, onEntry: (entry: TarEntryInfo) => TarSink) {
  // Imported on first use, not at start (docs/decisions/096).
  const tar = await import("tar-stream");
  const extract = tar.extract();
  const gunzip = createGunzip();
  const file = createReadStream(path);
  for (const source of [file, gunzip]) source.on("error", (error) => extract.destroy(error));
  file.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      const sink = onEntry({ name, size, regular: type === "file" });
      for await (const chunk of entry) sink.write(chunk as Buffer);
      sink.end();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const damaged = (typeof code === "string" && code.startsWith("Z_")) || isTarFault(error);
    throw damaged ? new TarUnreadable((error as Error).message) : error;
  } finally {
    file.destroy();
  }
}

// tar-stream's own words for a broken or cut archive.
const isTarFault = (error: unknown) =>
  error instanceof Error && /Invalid tar header|Unexpected end of data|Invalid header/i.test(error.message);
