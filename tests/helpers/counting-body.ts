// A request body of `total` bytes that counts how much of it was pulled: proof that a server refused a body
// without reading it all (or at all).
export function countingBody(total: number, chunk = 16 * 1024) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close();
        const size = Math.min(chunk, total - pulled);
        pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
      // Nothing is pulled ahead of a read.
    },
    { highWaterMark: 0 },
  );
  return { body, pulled: () => pulled };
}

// As an app.request() init: a form post with no Content-Length, as a chunked upload arrives.
export const streamedPost = (body: ReadableStream<Uint8Array>, type = "application/x-www-form-urlencoded") =>
  ({ method: "POST", headers: { "content-type": type }, body, duplex: "half" }) as RequestInit;
