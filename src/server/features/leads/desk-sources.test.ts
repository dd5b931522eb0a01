import { describe, expect, test } from "bun:test";
import { addNapkin, fairSource, leadKinds } from "#tests/helpers/lead-kinds.ts";
import { appForEachTest } from "#tests/helpers/test-app.ts";

// The desk shows each lead's source, filters its lists by it on the server and exports it (docs/decisions/200).
const t = appForEachTest({ BOOKING_SLOT_CAPACITY: "10" }, { prepare: addNapkin });
const kinds = leadKinds(t).filter((kind) => kind.listed);

describe.each(kinds)("the desk's list of each $name", (kind) => {
  test("filters by source on the server, each row carrying its source", async () => {
    await kind.call({ ...kind.body, source: fairSource } as never);
    await kind.call({ ...kind.body, email: "direct@example.com" } as never);
    const fair = await kind.listed?.("fair");
    expect(fair?.rows).toMatchObject([{ sourceKey: "fair", source: fairSource }]);
    expect((await kind.listed?.(""))?.rows).toHaveLength(2);
    expect((await kind.listed?.("direct"))?.rows).toMatchObject([{ sourceKey: "direct", source: null }]);
    expect((await kind.listed?.("nowhere"))?.rows).toEqual([]);
  });

  test("its export holds the same filtered rows with their source", async () => {
    await kind.call({ ...kind.body, source: fairSource } as never);
    await kind.call({ ...kind.body, email: "direct@example.com" } as never);
    expect(await kind.exported?.("fair")).toMatchObject([{ sourceKey: "fair", source: fairSource }]);
  });
});

test("the source filter offers every source the leads carry", async () => {
  const [contact, inquiry] = leadKinds(t);
  await contact?.call({ ...contact.body, source: fairSource } as never);
  await inquiry?.call({
    ...inquiry.body,
    source: { ...fairSource, utmSource: null, referrerHost: "bing.com" },
  } as never);
  await inquiry?.call(inquiry.body as never);
  expect(await t.adminCaller().desk.sources()).toEqual(["bing.com", "direct", "fair"]);
});

test("a source filter longer than a key is refused with its issue", async () => {
  await expect(t.adminCaller().contacts.page({ source: "x".repeat(101) })).rejects.toThrow();
});
