import type { QuoteDocumentInput } from "./document-input";

// Quote PDFs are drawn in one worker thread, started when a PDF is needed and ended after a quiet minute, so its
// memory (about 28 MB) is spent only around sends; it never keeps the process alive. A worker that dies fails what
// it was drawing, and the next call starts another.
type Reply = { id: number; pdf?: Uint8Array; error?: string };
type Waiting = { resolve: (pdf: Uint8Array) => void; reject: (error: Error) => void };

// Compiled, the worker is the executable's second entry point, kept at its path under src/server (scripts/compile.ts,
// src/server/paths.ts); from source it sits beside this file.
const compiled = import.meta.dir.startsWith("/$bunfs/") || import.meta.dir.includes("~BUN");
const workerPath = compiled
  ? "./features/quote-documents/render-worker.ts"
  : new URL("./render-worker.ts", import.meta.url).href;

let worker: Worker | undefined;
let idle: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function failAll(error: Error) {
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
  worker = undefined;
}

function endWhenIdle(idleMs: number) {
  clearTimeout(idle);
  if (waiting.size > 0) return;
  idle = setTimeout(() => {
    worker?.terminate();
    worker = undefined;
  }, idleMs);
  idle.unref();
}

export const pdfWorkerRunning = () => worker !== undefined;

function started() {
  if (worker) return worker;
  const thread = new Worker(workerPath);
  thread.onmessage = ({ data }: MessageEvent<Reply>) => {
    const job = waiting.get(data.id);
    waiting.delete(data.id);
    if (data.pdf) job?.resolve(data.pdf);
    else job?.reject(new Error(`The quote's PDF could not be made: ${data.error}`));
  };
  thread.onerror = (event) => failAll(new Error(`The PDF worker stopped: ${event.message}`));
  // Bun's Worker has unref(); the DOM type the project compiles against does not.
  (thread as Worker & { unref(): void }).unref();
  worker = thread;
  return thread;
}

export function renderPdf(input: QuoteDocumentInput, idleMs = 60_000): Promise<Uint8Array> {
  const id = nextId++;
  clearTimeout(idle);
  const done = new Promise<Uint8Array>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    started().postMessage({ id, input });
  });
  return done.finally(() => endWhenIdle(idleMs));
}
