// Fixed-window counters per key, in memory: one process serves the site, so no shared store is needed.
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  // True while the key is under its limit; max 0 means no limit.
  allows(key: string): boolean {
    if (this.max === 0) return true;
    const entry = this.hits.get(key);
    return !entry || entry.resetAt <= this.now() || entry.count < this.max;
  }

  hit(key: string) {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.hits.size > 10_000) this.sweep(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    } else entry.count++;
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
