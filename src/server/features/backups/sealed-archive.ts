// The sealed copy of a backup archive that goes to the bucket (format in docs/security.md, "Off-site copies"):
//   header (62 bytes): "TSBACKUP", version 1, cipher 1 (AES-256-GCM), chunk size (u32, big-endian), a random
//   32-byte salt, a 16-byte key check;
//   then the archive in chunks of that size (the last one shorter, possibly empty), each sealed with AES-256-GCM
//   under HKDF-SHA256(backup key, salt), nonce = 7 zero bytes, the chunk's number (u32) and 1 on the last chunk
//   else 0, the header as associated data, and its 16-byte tag after it.
// A fresh salt gives every copy its own key, so the counter nonces never repeat under one key. A reordered, dropped
// or changed chunk fails its tag; a copy cut at a chunk's end fails the last chunk's flag. WebCrypto only, so nothing
// loads at start and the compiled executable has it (docs/decisions/096).

// What WebCrypto takes: bytes over a plain ArrayBuffer.
export type Bytes = Uint8Array<ArrayBuffer>;

const magic = new TextEncoder().encode("TSBACKUP");
const formatVersion = 1;
const cipherAesGcm = 1;
export const headerBytes = 62;
const tagBytes = 16;
export const defaultChunkBytes = 1024 * 1024;
// A header asking for larger chunks than this is not one this site wrote (and would cost that much memory).
const largestChunkBytes = 16 * 1024 * 1024;

// Why a sealed copy cannot be opened; the caller words it for the person.
export class SealRefused extends Error {
  constructor(readonly why: "foreign" | "wrong-key" | "damaged") {
    super(why);
  }
}

const info = (what: string) => new TextEncoder().encode(`tissue-site backup v1 ${what}`);

async function keysOf(key: Bytes, salt: Bytes) {
  const material = await crypto.subtle.importKey("raw", key, "HKDF", false, ["deriveKey", "deriveBits"]);
  const aes = await crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt, info: info("chunks") },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
  const check = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: "HKDF", hash: "SHA-256", salt, info: info("key check") },
      material,
      128,
    ),
  );
  return { aes, check };
}

function nonceOf(counter: number, last: boolean) {
  const nonce = new Uint8Array(12);
  new DataView(nonce.buffer).setUint32(7, counter);
  nonce[11] = last ? 1 : 0;
  return nonce;
}

// The sealed copy's size for an archive of `plainBytes`.
export const sealedSize = (plainBytes: number, chunkBytes = defaultChunkBytes) =>
  headerBytes + plainBytes + (Math.floor(plainBytes / chunkBytes) + 1) * tagBytes;

// The sealed copy of the archive at `file`, read and sealed one chunk at a time (an archive is never held whole).
export async function* sealFile(file: string, key: Bytes, chunkBytes = defaultChunkBytes) {
  const source = Bun.file(file);
  const size = source.size;
  const salt = crypto.getRandomValues(new Uint8Array(32));
  const { aes, check } = await keysOf(key, salt);
  const header = new Uint8Array(headerBytes);
  header.set(magic, 0);
  header[8] = formatVersion;
  header[9] = cipherAesGcm;
  new DataView(header.buffer).setUint32(10, chunkBytes);
  header.set(salt, 14);
  header.set(check, 46);
  yield header;
  const chunks = Math.floor(size / chunkBytes) + 1;
  for (let i = 0; i < chunks; i++) {
    const plain = await source.slice(i * chunkBytes, Math.min(size, (i + 1) * chunkBytes)).bytes();
    const sealed = await crypto.subtle.encrypt(
      { name: "AES-GCM", iv: nonceOf(i, i === chunks - 1), additionalData: header },
      aes,
      plain,
    );
    yield new Uint8Array(sealed);
  }
}

// Bytes arriving in pieces of any size, taken out in exact lengths.
class Pending {
  private parts: Uint8Array[] = [];
  length = 0;
  push(part: Uint8Array) {
    this.parts.push(part);
    this.length += part.length;
  }
  take(n: number): Bytes {
    const out = new Uint8Array(n);
    let filled = 0;
    while (filled < n) {
      const part = this.parts[0] as Uint8Array;
      const used = Math.min(part.length, n - filled);
      out.set(part.subarray(0, used), filled);
      filled += used;
      if (used === part.length) this.parts.shift();
      else this.parts[0] = part.subarray(used);
    }
    this.length -= n;
    return out;
  }
}

// Opens a sealed copy arriving as `source`, handing each opened chunk to `write` in order; throws SealRefused. A
// wrong key is known from the header, before anything is written.
export async function unseal(
  source: AsyncIterable<Uint8Array>,
  key: Bytes,
  write: (plain: Uint8Array) => void | Promise<void>,
) {
  const pending = new Pending();
  let header: Bytes | undefined;
  let keys: Awaited<ReturnType<typeof keysOf>> | undefined;
  let unit = 0;
  let counter = 0;
  const open = async (sealed: Bytes, last: boolean) => {
    if (!keys || !header) throw new SealRefused("damaged");
    try {
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: nonceOf(counter, last), additionalData: header },
        keys.aes,
        sealed,
      );
      counter++;
      await write(new Uint8Array(plain));
    } catch (error) {
      throw error instanceof SealRefused ? error : new SealRefused("damaged");
    }
  };
  for await (const piece of source) {
    pending.push(piece);
    if (!header && pending.length >= headerBytes) {
      header = pending.take(headerBytes);
      const view = new DataView(header.buffer);
      unit = view.getUint32(10) + tagBytes;
      const ours = magic.every((byte, i) => header?.[i] === byte);
      if (
        !ours ||
        header[8] !== formatVersion ||
        header[9] !== cipherAesGcm ||
        unit - tagBytes > largestChunkBytes
      ) {
        throw new SealRefused("foreign");
      }
      keys = await keysOf(key, header.slice(14, 46));
      const given = header.subarray(46, 62);
      if (!keys.check.every((byte, i) => given[i] === byte)) throw new SealRefused("wrong-key");
    }
    // A full chunk with more after it is not the last one.
    while (header && pending.length > unit) await open(pending.take(unit), false);
  }
  if (!header) throw new SealRefused(pending.length === 0 ? "damaged" : "foreign");
  if (pending.length < tagBytes) throw new SealRefused("damaged");
  await open(pending.take(pending.length), true);
}
