// Passkey challenges live here, never in a URL or a cookie: each is random, answers one ceremony of one purpose
// (and, for adding a passkey, one admin), and is forgotten when used or after five minutes (docs/decisions/142).
type Purpose = { kind: "register"; userId: string } | { kind: "sign-in" };
const lifetimeMs = 5 * 60 * 1000;
// Asking for sign-in options needs no account, so the store is bounded: past this, the oldest is dropped.
const most = 10_000;

export class ChallengeStore {
  private readonly open = new Map<string, Purpose & { expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  add(challenge: string, purpose: Purpose) {
    const now = this.now();
    if (this.open.size >= most) {
      for (const [key, entry] of this.open) if (entry.expiresAt <= now) this.open.delete(key);
      const oldest = this.open.keys().next();
      if (this.open.size >= most && !oldest.done) this.open.delete(oldest.value);
    }
    this.open.set(challenge, { ...purpose, expiresAt: now + lifetimeMs });
  }

  // True once for a live challenge of this purpose; whatever the answer, the challenge is spent.
  take(challenge: string, purpose: Purpose): boolean {
    const entry = this.open.get(challenge);
    this.open.delete(challenge);
    if (!entry || entry.expiresAt <= this.now() || entry.kind !== purpose.kind) return false;
    return entry.kind === "sign-in" || (purpose.kind === "register" && entry.userId === purpose.userId);
  }
}
