import { type LeadSource, sourceLabel } from "#shared/lead-source.ts";

// A visit ends after this long without a counted view (docs/decisions/227).
export const visitTimeoutMs = 30 * 60_000;
// Visits remembered at once; past it the one seen longest ago is forgotten first.
export const visitsKept = 10_000;

type Visit = { touch: LeadSource; lastSeen: number };

// Each live visit's first touch, by the day's visitor hash, in memory only, so a lead can name where the whole
// visit came from without a cookie (docs/decisions/227). The map is in order of the last view (a view moves its
// visit to the end), so ended visits and, when full, the least recent one are dropped from the front. It belongs
// to one day: the hashes mean nothing once the day's salt is gone, so they go with it.
export class VisitTouches {
  private day = "";
  private visits = new Map<number, Visit>();

  constructor(private readonly bound = visitsKept) {}

  get size() {
    return this.visits.size;
  }

  // A counted view: the first view of a visit sets its touch, every view keeps it alive.
  seen(day: string, visitor: number, touch: LeadSource, now: number) {
    if (day !== this.day) this.forget(day);
    const visit = this.visits.get(visitor);
    this.visits.delete(visitor);
    const live = visit && now - visit.lastSeen <= visitTimeoutMs;
    this.visits.set(visitor, { touch: live ? visit.touch : touch, lastSeen: now });
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
  }

  private dropEnded(now: number) {
    for (const [visitor, visit] of this.visits) {
      if (this.visits.size <= this.bound && now - visit.lastSeen <= visitTimeoutMs) return;
      this.visits.delete(visitor);
    }
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
