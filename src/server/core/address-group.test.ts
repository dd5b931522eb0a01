import { expect, test } from "bun:test";
import { addressGroupOf } from "./address-group";

test("an IPv4 address is one client; an IPv6 address counts by its /64, however it is written", () => {
  expect(addressGroupOf("203.0.113.7")).toBe("203.0.113.7");
  expect(addressGroupOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  for (const address of [
    "2001:db8:1:2::1",
    "2001:0db8:0001:0002:ffff:1:2:3",
    "2001:DB8:1:2:0:0:0:9",
    "2001:db8:1:2::7%eth0",
  ])
    expect(addressGroupOf(address)).toBe("2001:db8:1:2::/64");
  expect(addressGroupOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(addressGroupOf("::1")).toBe("0:0:0:0::/64");
  expect(addressGroupOf("unknown")).toBe("unknown");
});
