import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";

// The archive is not a complete tar.gz: damaged (a gzip, CRC or header checksum error) or cut short.
export class TarUnreadable extends Error {}

export type TarEntryInfo = { name: string; size: number; regular: boolean };
export type TarSink = { write: (chunk: Uint8Array) => void; end: () => void };

const block = 512;
const text = (field: Uint8Array) => {
  const end = field.indexOf(0);
  return Buffer.from(end === -1 ? field : field.subarray(0, end)).toString("utf8");
};
const octal = (field: Uint8Array) => {
  const digits = text(field).trim();
  if (!/^[0-7]+$/.test(digits)) throw new TarUnreadable("bad number in a tar header");
  return Number.parseInt(digits, 8);
};

function parseHeader(h: Buffer): TarEntryInfo {
  let sum = 0;
  for (let i = 0; i < block; i++) sum += i >= 148 && i < 156 ? 0x20 : (h[i] ?? 0);
  if (sum !== octal(h.subarray(148, 156))) throw new TarUnreadable("tar header checksum");
  const name = text(h.subarray(0, 100));
  const prefix = text(h.subarray(257, 262)) === "ustar" ? text(h.subarray(345, 500)) : "";
  const type = String.fromCharCode(h[156] ?? 0);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: octal(h.subarray(124, 136)),
    regular: type === "0" || type === "\0",
  };
}

// Streams a tar.gz from disk, one entry at a time, so an archive of any size is read in constant memory (the
// nightly archives can be hundreds of megabytes). `onEntry` decides, from the header alone, where each entry's
// bytes go (or throws to stop).
export async function readTarGz(path: string, onEntry: (entry: TarEntryInfo) => TarSink) {
  let pending: Buffer = Buffer.alloc(0);
  let sink: TarSink | undefined;
  let remaining = 0;
  let padding = 0;
  let ended = false;

  const consume = () => {
    while (!ended) {
      if (sink && remaining > 0) {
        if (pending.length === 0) return;
        const part = pending.subarray(0, Math.min(remaining, pending.length));
        sink.write(part);
        remaining -= part.length;
        pending = pending.subarray(part.length);
        if (remaining === 0) sink.end();
      } else if (padding > 0) {
        const skipped = Math.min(padding, pending.length);
        padding -= skipped;
        pending = pending.subarray(skipped);
        if (padding > 0) return;
      } else {
        if (pending.length < block) return;
        const header = pending.subarray(0, block);
        pending = pending.subarray(block);
        if (header.every((b) => b === 0)) {
          ended = true;
          return;
        }
        const entry = parseHeader(header);
        sink = onEntry(entry);
        remaining = entry.size;
        padding = (block - (entry.size % block)) % block;
        if (remaining === 0) sink.end();
      }
    }
  };

  try {
    for await (const chunk of createReadStream(path).pipe(createGunzip())) {
      pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
      consume();
    }
  } catch (error) {
    const zlib =
      typeof (error as { code?: unknown }).code === "string" &&
      (error as { code: string }).code.startsWith("Z_");
    throw zlib ? new TarUnreadable((error as Error).message) : error;
  }
  if (!ended) throw new TarUnreadable("the archive ends before its last entry");
}
