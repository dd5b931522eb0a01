import { brotliCompressSync, constants, gzipSync } from "node:zlib";

type Bytes = Uint8Array<ArrayBuffer>;
export type Compressed = { raw: Bytes; gzip: Bytes; br: Bytes };

// Done once per cached body (a rendered page, a built asset), never per request.
export function compressOnce(body: string | Uint8Array): Compressed {
  const raw = typeof body === "string" ? new TextEncoder().encode(body) : new Uint8Array(body);
  return {
    raw,
    gzip: new Uint8Array(gzipSync(raw, { level: 9 })),
    br: new Uint8Array(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
  };
}

// The smallest encoding the client takes; hono/compress leaves a response alone once it has Content-Encoding.
export function encodedBody(body: Compressed, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  const headers: Record<string, string> = { vary: "Accept-Encoding" };
  if (/\bbr\b/.test(accepted)) return { bytes: body.br, headers: { ...headers, "content-encoding": "br" } };
  if (/\bgzip\b/.test(accepted))
    return { bytes: body.gzip, headers: { ...headers, "content-encoding": "gzip" } };
  return { bytes: body.raw, headers };
}
