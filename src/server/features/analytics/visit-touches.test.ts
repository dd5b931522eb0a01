import { describe, expect, test } from "bun:test";
import type { LeadSource } from "#shared/lead-source.ts";
import { fairSource } from "#tests/helpers/lead-kinds.ts";
import { preferVisit, VisitTouches, visitTimeoutMs } from "./visit-touches";

// The in-memory map of live visits' first touches (docs/decisions/200).
const direct: LeadSource = { ...fairSource, utmSource: null, utmMedium: null, utmCampaign: null };
const google: LeadSource = { ...direct, referrerHost: "google.com" };
const day = "2026-11-25";
// The address a visit is held against: one for every visit here, unless a test says otherwise.
const home = () => 1;

describe("the visits kept", () => {
  test("keep a visit's first touch; a later view of the same visit does not replace it", () => {
    const touches = new VisitTouches();
    touches.seen(day, 1, fairSource, 0, home);
    touches.seen(day, 1, google, 1000, home);
    expect(touches.touchOf(day, 1, 2000)).toEqual(fairSource);
    expect(touches.touchOf(day, 2, 2000)).toBeUndefined();
  });

  test("a view after the visit ended starts a new visit with its own touch", () => {
    const touches = new VisitTouches();
    touches.seen(day, 1, fairSource, 0, home);
    expect(touches.touchOf(day, 1, visitTimeoutMs + 1)).toBeUndefined();
    touches.seen(day, 1, google, visitTimeoutMs + 1, home);
    expect(touches.touchOf(day, 1, visitTimeoutMs + 2)).toEqual(google);
  });

  test("are bounded: when full, the visit seen longest ago is forgotten first", () => {
    const touches = new VisitTouches(2);
    touches.seen(day, 1, fairSource, 0, home);
    touches.seen(day, 2, fairSource, 1, home);
    touches.seen(day, 1, fairSource, 2, home);
    touches.seen(day, 3, google, 3, home);
    expect(touches.size).toBe(2);
    expect(touches.touchOf(day, 2, 4)).toBeUndefined();
    expect(touches.touchOf(day, 1, 4)).toEqual(fairSource);
    expect(touches.touchOf(day, 3, 4)).toEqual(google);
  });

  test("drop ended visits as new views arrive, so only live ones take room", () => {
    const touches = new VisitTouches();
    for (let visitor = 0; visitor < 100; visitor++) touches.seen(day, visitor, fairSource, 0, home);
    touches.seen(day, 100, fairSource, visitTimeoutMs + 1, home);
    expect(touches.size).toBe(1);
  });

  test("one address holds at most its quota of live visits: its next are not remembered, and evict nobody", () => {
    const touches = new VisitTouches(4, 2);
    const [office, flooder] = [() => 1, () => 2];
    touches.seen(day, 10, fairSource, 0, office);
    touches.seen(day, 20, fairSource, 0, flooder);
    for (let visitor = 21; visitor < 30; visitor++) touches.seen(day, visitor, google, 1, flooder);
    expect(touches.size).toBe(3);
    expect(touches.touchOf(day, 10, 2)).toEqual(fairSource);
    expect(touches.touchOf(day, 20, 2)).toEqual(fairSource);
    expect(touches.touchOf(day, 21, 2)).toEqual(google);
    expect(touches.touchOf(day, 22, 2)).toBeUndefined();
    touches.seen(day, 20, google, visitTimeoutMs, flooder);
    touches.seen(day, 22, google, visitTimeoutMs + 2, flooder);
    expect(touches.touchOf(day, 21, visitTimeoutMs + 2)).toBeUndefined();
    expect(touches.touchOf(day, 22, visitTimeoutMs + 2)).toEqual(google);
  });

  test("belong to one day: a view of a new day forgets the old day's visits", () => {
    const touches = new VisitTouches();
    touches.seen(day, 1, fairSource, 0, home);
    expect(touches.touchOf("2026-11-26", 1, 1)).toBeUndefined();
    touches.seen("2026-11-26", 2, google, 2, home);
    expect(touches.size).toBe(1);
    expect(touches.touchOf(day, 1, 3)).toBeUndefined();
  });
});

describe("a lead's source", () => {
  test("is the visit's first touch over what the form carried", () => {
    expect(preferVisit(fairSource, google)).toEqual(fairSource);
    expect(preferVisit(fairSource, null)).toEqual(fairSource);
  });

  test("is what the form carried without a visit, or when the visit knows nothing and the form does", () => {
    expect(preferVisit(undefined, google)).toEqual(google);
    expect(preferVisit(undefined, null)).toBeNull();
    expect(preferVisit(direct, google)).toEqual(google);
    expect(preferVisit(direct, null)).toEqual(direct);
  });
});
