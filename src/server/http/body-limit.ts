import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "#server/core/errors.ts";
import { limits } from "#shared/constants.ts";

const tooLarge = (maxBytes: number) => new AppError(413, `The body is larger than ${maxBytes / 1024} kB`);

// Blog writes carry two long texts (docs/decisions/135), a products CSV a whole catalogue (211); every other JSON
// or form body fits in 64 kB. The signed upload PUT bounds its own body (10 MB) after checking its signature.
function maxBytesOf(path: string) {
  if (path.startsWith("/objects/uploads/")) return undefined;
  return /^\/(api\/blog|trpc\/blog\.|trpc\/productCsv\.)/.test(path)
    ? limits.postBodyMaxBytes
    : limits.jsonBodyMaxBytes;
}

// One bound on every request body, set before any route runs (docs/decisions/182). A declared Content-Length past
// it is refused at once; any other body is counted as the route reads it, and reading stops with 413 at the first
// chunk past the bound. Nothing is read here: a route that checks a token first refuses without reading at all.
export const limitBodies: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body;
  const maxBytes = maxBytesOf(c.req.path);
  if (!body || maxBytes === undefined) return next();
  if (Number(c.req.header("content-length") ?? 0) > maxBytes) throw tooLarge(maxBytes);
  const source = body.getReader();
  let size = 0;
  // Pulled from the source only when the route reads: a pipe would read a chunk ahead.
  const counted = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) return controller.close();
        size += value.byteLength;
        if (size <= maxBytes) return controller.enqueue(value);
        controller.error(tooLarge(maxBytes));
        await source.cancel();
      },
      cancel: (reason) => source.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);
  await next();
};

// A form post's fields. A body past the bound answers 413; one that is no form at all reads as an empty form.
export async function formBody(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch (error) {
    if (error instanceof AppError) throw error;
    return {};
  }
}
