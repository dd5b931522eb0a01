import { AppError } from "./errors";

// Fixed bounds, sized for the 1-2 cores of cheap hosting; the soak test (scripts/bench/soak.ts) checks them together.
export const serverLimits = {
  concurrentRenders: 2,
  queuedRenders: 64,
  concurrentHashes: 2,
  queuedHashes: 16,
  // The longest a request waits on a render, a resize or a password hash before it is answered 503.
  slowWorkTimeoutMs: 10_000,
  inFlightRequests: 256,
};

// Seconds a shed request is told to wait before trying again.
export const retryAfterSeconds = 2;

export const overloaded = () =>
  new AppError(503, "The server is busy. Please try again in a moment.", undefined, {
    "retry-after": String(retryAfterSeconds),
  });

// At most `concurrency` expensive jobs (page renders, image resizes, password hashes) at once and `queue` more
// waiting; past that a job is refused at once with 503, so a burst can neither pile up work nor memory. A job not
// finished `timeoutMs` after it was asked for (waiting included) is answered 503 too; its work runs on unheeded.
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
    private readonly timeoutMs: number,
  ) {}

  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency && this.waiting.length >= this.queue) {
      return Promise.reject(overloaded());
    }
    let timer: Timer | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(overloaded()), this.timeoutMs);
    });
    return Promise.race([this.admitted(job), late]).finally(() => clearTimeout(timer));
  }

  private async admitted<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
