import { type LeadSource, sourceLabel } from "#shared/lead-source.ts";

// A visit ends after this long without a counted view (docs/decisions/200).
export const visitTimeoutMs = 30 * 60_000;
// Visits remembered at once; past it the one seen longest ago is forgotten first.
export const visitsKept = 10_000;
// Live visits remembered at once for one client address (an IPv6 one by its /64). Past it that address's new visits
// are not remembered until some of its own end, so made-up browsers from one address evict no one else's first
// touch, nor that address's real earlier visits; filling the map takes a hundred addresses (issue 39). A hundred
// people in the same half hour behind one address is more than the site's whole traffic of such a half hour.
export const visitsPerAddress = 100;

// `address` is the day's visitor hash of the client address alone, only to count what it holds.
type Visit = { touch: LeadSource; lastSeen: number; address: number };

// Each live visit's first touch, by the day's visitor hash, in memory only, so a lead can name where the whole
// visit came from without a cookie (docs/decisions/200). The map is in order of the last view (a view moves its
// visit to the end), so ended visits and, when full, the least recent one are dropped from the front. It belongs
// to one day: the hashes mean nothing once the day's salt is gone, so they go with it.
export class VisitTouches {
  private day = "";
  private visits = new Map<number, Visit>();
  private heldBy = new Map<number, number>();

  constructor(
    private readonly bound = visitsKept,
    private readonly perAddress = visitsPerAddress,
  ) {}

  get size() {
    return this.visits.size;
  }

  // A counted view: the first view of a visit sets its touch, every view keeps it alive. `addressOf` is asked only
  // for a new visit.
  seen(day: string, visitor: number, touch: LeadSource, now: number, addressOf: () => number) {
    if (day !== this.day) this.forget(day);
    this.dropEnded(now);
    const visit = this.visits.get(visitor);
    if (visit) this.drop(visitor, visit);
    if (visit && now - visit.lastSeen <= visitTimeoutMs) {
      this.hold(visitor, { ...visit, lastSeen: now });
      return;
    }
    const address = addressOf();
    if ((this.heldBy.get(address) ?? 0) >= this.perAddress) return;
    this.hold(visitor, { touch, lastSeen: now, address });
    this.dropEnded(now);
  }

  // The live visit's first touch, if any; reading it is not a view and does not keep the visit alive.
  touchOf(day: string, visitor: number, now: number) {
    if (day !== this.day) return undefined;
    const visit = this.visits.get(visitor);
    return visit && now - visit.lastSeen <= visitTimeoutMs ? visit.touch : undefined;
  }

  forget(day = "") {
    this.day = day;
    this.visits = new Map();
    this.heldBy = new Map();
  }

  // Every ended visit is at the front (the map is in order of the last view), so this stops at the first live one.
  private dropEnded(now: number) {
    for (const [visitor, visit] of this.visits) {
      if (this.visits.size <= this.bound && now - visit.lastSeen <= visitTimeoutMs) return;
      this.drop(visitor, visit);
    }
  }

  private hold(visitor: number, visit: Visit) {
    this.visits.set(visitor, visit);
    this.heldBy.set(visit.address, (this.heldBy.get(visit.address) ?? 0) + 1);
  }

  private drop(visitor: number, visit: Visit) {
    this.visits.delete(visitor);
    const held = (this.heldBy.get(visit.address) ?? 1) - 1;
    if (held > 0) this.heldBy.set(visit.address, held);
    else this.heldBy.delete(visit.address);
  }
}

// The visit's first touch wins over the source a lead carried, except when the visit knows nothing (its first view
// was direct: a counting image cannot see another site's Referer) and the carried source does.
export function preferVisit<Carried extends LeadSource | null>(
  visit: LeadSource | undefined,
  carried: Carried,
) {
  if (!visit) return carried;
  if (carried && sourceLabel(visit) === "direct" && sourceLabel(carried) !== "direct") return carried;
  return visit;
}
