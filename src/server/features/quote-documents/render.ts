import { AppError } from "#server/core/errors.ts";
import { workerEntry } from "#server/paths.ts";
import type { QuoteDocumentInput } from "./document-input";

// Quote PDFs are drawn in one worker thread, started when a PDF is needed and ended after a quiet minute, so its
// memory (about 28 MB) is spent only around sends; it never keeps the process alive. A worker that dies fails what
// it was drawing, and the next call starts another. A document still unfinished at its deadline ends the worker
// (the only way to stop a thread busy drawing): it fails with a clear error, and the documents queued behind it are
// drawn by a new worker, so no text can hold a core for good.
type Reply = { id: number; pdf?: Uint8Array; error?: string };
type Job = {
  input: QuoteDocumentInput;
  deadlineMs: number;
  timer?: ReturnType<typeof setTimeout>;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
};
export type RenderOptions = { idleMs?: number; deadlineMs?: number };

const workerPath = workerEntry("features/quote-documents/render-worker.ts");

let worker: Worker | undefined;
let idle: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;
const waiting = new Map<number, Job>();

function settled(id: number) {
  const job = waiting.get(id);
  clearTimeout(job?.timer);
  waiting.delete(id);
  return job;
}

function failAll(error: Error) {
  for (const id of [...waiting.keys()]) settled(id)?.reject(error);
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
    const job = settled(data.id);
    if (data.pdf) job?.resolve(data.pdf);
    else job?.reject(new Error(`The quote's PDF could not be made: ${data.error}`));
  };
  thread.onerror = (event) => {
    if (thread === worker) failAll(new Error(`The PDF worker stopped: ${event.message}`));
  };
  // Bun's Worker has unref(); the DOM type the project compiles against does not.
  (thread as Worker & { unref(): void }).unref();
  worker = thread;
  return thread;
}

function post(id: number, job: Job) {
  clearTimeout(job.timer);
  job.timer = setTimeout(() => overdue(id), job.deadlineMs);
  started().postMessage({ id, input: job.input });
}

function overdue(id: number) {
  const job = settled(id);
  worker?.terminate();
  worker = undefined;
  for (const [queued, next] of waiting) post(queued, next);
  const seconds = (job?.deadlineMs ?? 0) / 1000;
  job?.reject(
    new AppError(
      503,
      `The quote's PDF was still being drawn after ${seconds} s and was stopped, so nothing was saved or sent. Shorten its longest texts and try again.`,
    ),
  );
}

export function renderPdf(
  input: QuoteDocumentInput,
  { idleMs = 60_000, deadlineMs = 30_000 }: RenderOptions = {},
): Promise<Uint8Array> {
  const id = nextId++;
  clearTimeout(idle);
  const done = new Promise<Uint8Array>((resolve, reject) => {
    const job: Job = { input, deadlineMs, resolve, reject };
    waiting.set(id, job);
    post(id, job);
  });
  return done.finally(() => endWhenIdle(idleMs));
}
