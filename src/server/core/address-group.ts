// What a per-address bound counts as one client: an IPv4 address as it is, an IPv6 address by its /64 (a home or an
// office is given a whole /64, so a client holding one could otherwise make up 2^64 addresses). An IPv4 address
// written as IPv6 (::ffff:1.2.3.4) is that IPv4 address; anything else is taken as it is.
export function addressGroupOf(address: string) {
  const ip = (address.split("%")[0] ?? "").toLowerCase();
  if (!ip.includes(":")) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(Math.max(0, 8 - left.length - right.length)).fill("0");
  const prefix = [...left, ...zeros, ...right].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${prefix.join(":")}::/64`;
}
