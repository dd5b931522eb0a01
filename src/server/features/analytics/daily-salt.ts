// A visitor is a hash of (address, User-Agent, site, the day's salt). The salt is random, lives only in memory
// and is replaced when the day changes, so yesterday's hashes cannot be recomputed and nobody is followed across
// days; a restart forgets it too (docs/decisions/200).
export class DailySalt {
  private day = "";
  private salt = new Uint8Array(0);

  // At the day's end, whether or not anyone came since.
  forget() {
    this.day = "";
    this.salt = new Uint8Array(0);
  }

  // The hash as a number below 2^48: small to keep in a Set for the day, and collisions are rare enough for counts.
  visitorOf(day: string, address: string, userAgent: string, site: string) {
    if (day !== this.day) {
      this.day = day;
      this.salt = crypto.getRandomValues(new Uint8Array(32));
    }
    const hasher = new Bun.CryptoHasher("sha256");
    hasher.update(this.salt);
    hasher.update(`\n${address}\n${userAgent}\n${site}`);
    const digest = hasher.digest();
    return digest.readUIntBE(0, 6);
  }
}
