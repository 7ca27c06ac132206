import { isIP } from "node:net";

/** IPv4 ranges that are not the public internet: this host, private networks, link-local, CGNAT. */
function isPrivateIpv4(address: string): boolean {
  const [a, b] = address.split(".").map(Number) as [number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

function isPrivateIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped) return isPrivateIpv4(mapped[1]!);
  // The URL parser writes a mapped IPv4 address in hex (`::ffff:7f00:1`).
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const [high, low] = [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16)];
    return isPrivateIpv4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`);
  }
  return lower === "::" || lower === "::1" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/**
 * Checks a URL the server is asked to fetch (speech to text's `cloud_storage_url`, a knowledge-base
 * page) before anything is fetched: https only, and no host that names this machine or a private
 * network (a server-side fetch there would let a caller read internal services). A name is checked
 * as written here; the fetch checks every address it resolves to (`isPublicAddress`), so a public
 * name pointing inside is refused too. `refuse` makes the error, saying why, for the caller's field.
 */
export function checkPublicHttpsUrl(text: string, refuse: (reason: string) => Error): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse("it is not a URL");
  }
  if (url.protocol !== "https:") throw refuse("only https URLs are fetched");
  if (url.username || url.password) throw refuse("credentials in the URL are not allowed");
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const kind = isIP(host);
  const privateHost =
    (kind === 4 && isPrivateIpv4(host)) ||
    (kind === 6 && isPrivateIpv6(host)) ||
    (kind === 0 &&
      (host === "localhost" ||
        host.endsWith(".localhost") ||
        host.endsWith(".local") ||
        host.endsWith(".internal") ||
        !host.includes(".")));
  if (privateHost) throw refuse(`${host} is a private or loopback address`);
  return url;
}

/** Whether an IP address (v4 or v6) is on the public internet, so a server-side fetch may reach it. */
export function isPublicAddress(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) return !isPrivateIpv4(address);
  if (kind === 6) return !isPrivateIpv6(address);
  return false;
}
