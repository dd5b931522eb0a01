import { AppError } from "#server/core/errors.ts";

// Failed logins slow further tries down instead of locking an account (docs/decisions/140). Three counters, each
// forgotten 15 minutes after its last failure:
// - per address: after LOGIN_RATE_LIMIT failures from one address, each further try waits 1 s, 2 s, 4 s ... up to
//   15 minutes: a guesser is slowed to a crawl;
// - per address and username: the same after 3 failures, so one person mistyping is slowed, nobody else;
// - per username from any address: a spread-out guess is slowed too, but never past 30 s, so a stranger guessing
//   from elsewhere cannot keep the owner, at their own address, out for more than half a minute.
// A success clears the counters of its address.
type Counter = { failures: number; last: number };
const forgetAfterMs = 15 * 60 * 1000;
const second = 1000;

const delayOf = (failures: number, free: number, capMs: number) =>
  failures < free ? 0 : Math.min(capMs, second * 2 ** (failures - free));

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly perAddress: number,
    private readonly now: () => number,
  ) {}

  // Milliseconds until this login may be tried; 0 when it may be tried now. LOGIN_RATE_LIMIT 0 turns it off.
  waitMs(ip: string, username: string): number {
    if (this.perAddress === 0) return 0;
    const rules: Array<[string, number, number]> = [
      [`ip:${ip}`, this.perAddress, forgetAfterMs],
      [`pair:${ip}:${username}`, 3, forgetAfterMs],
      [`user:${username}`, 20, 30 * second],
    ];
    const now = this.now();
    return Math.max(
      0,
      ...rules.map(([key, free, cap]) => {
        const counter = this.live(key, now);
        return counter ? counter.last + delayOf(counter.failures, free, cap) - now : 0;
      }),
    );
  }

  // Refuses with 429 while a delay runs, else counts the attempt as failed until succeeded() takes it back. Password
  // and passkey sign-ins both come through here (a passkey's username is its owner's, once it is looked up).
  attempt(ip: string, username: string) {
    const waitMs = this.waitMs(ip, username);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(429, `Too many failed logins. Please try again in ${seconds} s.`, undefined, {
        "retry-after": String(seconds),
      });
    }
    this.failed(ip, username);
  }

  failed(ip: string, username: string) {
    const now = this.now();
    if (this.counters.size > 50_000) this.sweep(now);
    for (const key of [`ip:${ip}`, `pair:${ip}:${username}`, `user:${username}`]) {
      const counter = this.live(key, now);
      this.counters.set(key, { failures: (counter?.failures ?? 0) + 1, last: now });
    }
  }

  // Takes back the count made before the verify: the username's own failures from elsewhere stay counted.
  succeeded(ip: string, username: string) {
    this.counters.delete(`ip:${ip}`);
    this.counters.delete(`pair:${ip}:${username}`);
    const user = this.counters.get(`user:${username}`);
    if (user) user.failures = Math.max(0, user.failures - 1);
  }

  // `bun run admin:password` runs in another process; a restart forgets every counter.
  private live(key: string, now: number) {
    const counter = this.counters.get(key);
    if (counter && now - counter.last > forgetAfterMs) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private sweep(now: number) {
    for (const [key, counter] of this.counters)
      if (now - counter.last > forgetAfterMs) this.counters.delete(key);
  }
}
