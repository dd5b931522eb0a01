// The memory the live visits' first touches take when the map is full (docs/decisions/200): its 10,000 visits, each
// with a touch of its own, as the counting makes them from a campaign link and another site's Referer; and the
// worst case, every text of every touch at its 100-character (host 253) bound.
import { VisitTouches, visitsKept } from "#server/features/analytics/visit-touches.ts";
import { type LeadSource, leadSourceOf } from "#shared/lead-source.ts";

const heapMb = () => {
  Bun.gc(true);
  return process.memoryUsage().heapUsed / 1e6;
};

function filled(touchOf: (i: number) => LeadSource) {
  const before = heapMb();
  const touches = new VisitTouches();
  for (let i = 0; i < visitsKept; i++) touches.seen("2026-11-25", i * 7919, touchOf(i), 0, () => i);
  const mb = heapMb() - before;
  if (touches.size !== visitsKept) throw new Error("the map is not full");
  return mb;
}

const long = (i: number, letter: string) => `${letter}${i}`.padEnd(100, letter);
export function visitTouchesMemory() {
  const typical = filled((i) =>
    leadSourceOf(
      `/products/p${i}?utm_source=s${i}&utm_medium=qr&utm_campaign=c${i}`,
      `https://h${i}.example/`,
      "site",
    ),
  );
  const worst = filled((i) => ({
    ...leadSourceOf("/", null, "site"),
    utmSource: long(i, "s"),
    utmMedium: long(i, "m"),
    utmCampaign: long(i, "c"),
    utmTerm: long(i, "t"),
    utmContent: long(i, "n"),
    referrerHost: `${i}`.padEnd(253, "h"),
    landingPage: `/${i}`.padEnd(300, "p"),
  }));
  return { visits: visitsKept, typical, worst };
}
