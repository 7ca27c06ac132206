import type { AbuseProtectionConfig } from "@chorus/config";

/**
 * TRUST_PROXY as Fastify's `trustProxy` option, which decides `request.ip` (what every per-address
 * limit counts). A hop count becomes the function proxy-addr would build from it: trust the
 * nearest `hops` addresses (Fastify's typings take no number).
 */
export function trustedProxies(
  trustProxy: AbuseProtectionConfig["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== "number") return trustProxy;
  return (_address, hop) => hop < trustProxy;
}
