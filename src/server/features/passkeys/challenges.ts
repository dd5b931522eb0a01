import { addressGroupOf } from "#server/core/address-group.ts";
import { AppError } from "#server/core/errors.ts";

// Passkey challenges live here, never in a URL or a cookie: each is random, answers one ceremony of one purpose
// (and, for adding a passkey, one admin), and is forgotten when used or after five minutes (docs/decisions/142).
type Purpose = { kind: "register"; userId: string } | { kind: "sign-in" };
type Open = Purpose & { address: string; openedAt: number; expiresAt: number };
const lifetimeMs = 5 * 60 * 1000;
// Asking for sign-in options needs no account, so a stranger can ask as often as they like. Each client address
// (addressGroupOf) holds at most this many open challenges: its next one replaces its own oldest, so a flood only
// ever displaces the flooder's own challenges; and while that oldest is less than ten seconds old the next is
// refused with 429, as ten in ten seconds is nobody signing in (issue 39). A login page left open keeps its
// autofill challenge, so a quota that refused until challenges expire would shut out an admin who reloads it.
const perAddress = 10;
const replaceableAfterMs = 10_000;
// Past this in all (a thousand addresses at their quota), the oldest is dropped.
const most = 10_000;

export class ChallengeStore {
  private readonly open = new Map<string, Open>();
  // Each address's open challenges, oldest first.
  private readonly ofAddress = new Map<string, Set<string>>();

  constructor(private readonly now: () => number) {}

  add(challenge: string, purpose: Purpose, clientAddress: string) {
    const now = this.now();
    const address = addressGroupOf(clientAddress);
    this.makeRoomFor(address, now);
    if (this.open.size >= most) {
      for (const [key, entry] of this.open) if (entry.expiresAt <= now) this.drop(key);
      const oldest = this.open.keys().next();
      if (this.open.size >= most && !oldest.done) this.drop(oldest.value);
    }
    this.open.set(challenge, { ...purpose, address, openedAt: now, expiresAt: now + lifetimeMs });
    const mine = this.ofAddress.get(address) ?? new Set();
    this.ofAddress.set(address, mine.add(challenge));
  }

  // True once for a live challenge of this purpose; whatever the answer, the challenge is spent.
  take(challenge: string, purpose: Purpose): boolean {
    const entry = this.open.get(challenge);
    this.drop(challenge);
    if (!entry || entry.expiresAt <= this.now() || entry.kind !== purpose.kind) return false;
    return entry.kind === "sign-in" || (purpose.kind === "register" && entry.userId === purpose.userId);
  }

  private makeRoomFor(address: string, now: number) {
    const mine = this.ofAddress.get(address);
    if (!mine) return;
    for (const key of mine) if ((this.open.get(key)?.expiresAt ?? 0) <= now) this.drop(key);
    const [oldest] = mine;
    if (mine.size < perAddress || oldest === undefined) return;
    const waitMs = (this.open.get(oldest)?.openedAt ?? 0) + replaceableAfterMs - now;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError(
        429,
        `Too many passkey sign-ins from here. Please try again in ${seconds} s.`,
        undefined,
        {
          "retry-after": String(seconds),
        },
      );
    }
    this.drop(oldest);
  }

  private drop(challenge: string) {
    const entry = this.open.get(challenge);
    if (!entry) return;
    this.open.delete(challenge);
    const mine = this.ofAddress.get(entry.address);
    mine?.delete(challenge);
    if (mine?.size === 0) this.ofAddress.delete(entry.address);
  }
}
