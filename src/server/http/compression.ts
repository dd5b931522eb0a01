import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

type Bytes = Uint8Array<ArrayBuffer>;
export type Compressed = { raw: Bytes; gzip: Bytes; br: Bytes };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// Done once per cached body (a rendered page, a built asset), never per request, and off the main thread:
// brotli at its best level takes most of a second for the main bundle.
export async function compressOnce(body: string | Uint8Array): Promise<Compressed> {
  const raw = typeof body === "string" ? new TextEncoder().encode(body) : new Uint8Array(body);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(raw, { level: 9 }),
    brotliAsync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  ]);
  return { raw, gzip: new Uint8Array(gzipped), br: new Uint8Array(brotli) };
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
