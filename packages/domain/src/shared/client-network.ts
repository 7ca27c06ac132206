import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client is counted as by throttles and rate limits: its IPv4 address, or the /64
 * network of an IPv6 address (one home or server usually holds a whole /64 and could otherwise
 * take a fresh address for every request). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientNetwork(ip: string | undefined): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip.toLowerCase();
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros ("::" expanded). */
function expandIpv6(ip: string): string[] {
  const [head = "", tail] = ip.toLowerCase().split("%")[0]!.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // A trailing dotted IPv4 part (::1.2.3.4) fills two groups; only the first four groups matter here.
  const missing = 8 - left.length - right.length;
  const all = [...left, ...Array(Math.max(0, missing)).fill("0"), ...right];
  return all.map((group) =>
    /^[0-9a-f]{1,4}$/.test(group) ? Number.parseInt(group, 16).toString(16) : group,
  );
}
