// One counted row's distinct visitors for the day, in at most 4 kB however many come (issue 39: a Set of every hash
// grew by hundreds of MB under beacons from made-up browsers). Up to 512 the hashes themselves are kept and the
// count is exact; past that they are folded into a HyperLogLog of 4,096 one-byte registers (standard error about
// 1.6 %), which keeps no hash at all. The day's hashes are below 2^48 (daily-salt.ts): the low 12 bits pick a
// register, the other 36 give the rank.
const exactUpTo = 512;
const registerCount = 4096;
const rankBits = 36;
const alpha = 0.7213 / (1 + 1.079 / registerCount);
const twoTo32 = 2 ** 32;

export class DistinctVisitors {
  private hashes: Float64Array | undefined = new Float64Array(4);
  private size = 0;
  private registers = new Uint8Array(0);
  // Σ 2^-register and the registers still 0, kept as registers change, so an estimate costs no pass over them.
  private inverseSum = registerCount;
  private zeros = registerCount;
  private counted = 0;

  get count() {
    return this.counted;
  }

  // Adds a visitor and answers how much the count grew: 0 or 1 while exact, then what the estimate grew (the count
  // never goes down).
  add(visitor: number): number {
    const hashes = this.hashes;
    if (hashes) {
      if (hashes.subarray(0, this.size).includes(visitor)) return 0;
      if (this.size < exactUpTo) {
        if (this.size === hashes.length) this.hashes = growTo(hashes, hashes.length * 2);
        (this.hashes as Float64Array)[this.size++] = visitor;
        this.counted++;
        return 1;
      }
      this.fold(hashes);
    }
    this.register(visitor);
    const estimate = Math.round(this.estimate());
    if (estimate <= this.counted) return 0;
    const grew = estimate - this.counted;
    this.counted = estimate;
    return grew;
  }

  private fold(hashes: Float64Array) {
    this.registers = new Uint8Array(registerCount);
    for (const hash of hashes.subarray(0, this.size)) this.register(hash);
    this.hashes = undefined;
  }

  private register(hash: number) {
    const index = hash % registerCount;
    const rest = Math.floor(hash / registerCount);
    const high = Math.floor(rest / twoTo32);
    const bits = high ? 64 - Math.clz32(high) : 32 - Math.clz32(rest >>> 0);
    const rank = rankBits + 1 - bits;
    const was = this.registers[index] ?? 0;
    if (rank <= was) return;
    if (was === 0) this.zeros--;
    this.inverseSum += 2 ** -rank - 2 ** -was;
    this.registers[index] = rank;
  }

  // The HyperLogLog estimate, with linear counting for the small range where it is the better one.
  private estimate() {
    const raw = (alpha * registerCount * registerCount) / this.inverseSum;
    if (raw <= 2.5 * registerCount && this.zeros > 0)
      return registerCount * Math.log(registerCount / this.zeros);
    return raw;
  }
}

const growTo = (hashes: Float64Array, length: number) => {
  const grown = new Float64Array(length);
  grown.set(hashes);
  return grown;
};
