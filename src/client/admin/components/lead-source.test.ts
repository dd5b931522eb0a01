import { expect, test } from "bun:test";
import { toCsv } from "../lib/csv";
import { sourceColumns } from "./lead-source";

// Every lead list's CSV ends with the same source columns (docs/decisions/200).
test("the source columns write the key, each tag, the ad click, the referring site and the landing page", () => {
  const fair = {
    utmSource: "fair",
    utmMedium: "qr",
    utmCampaign: "2027",
    utmTerm: null,
    utmContent: null,
    gclid: true,
    fbclid: false,
    referrerHost: "partner.example",
    landingPage: "/ar",
    lang: "ar" as const,
  };
  const csv = toCsv(sourceColumns(), [
    { sourceKey: "fair", source: fair },
    { sourceKey: "direct", source: null },
  ]);
  expect(csv.slice(1).split("\r\n")).toEqual([
    "Source,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Ad click,Referring site,Landing page,Landing language",
    "fair,fair,qr,2027,,,Google (gclid),partner.example,/ar,ar",
    "direct,,,,,,,,,",
    "",
  ]);
});
