import type { UserRecord } from "../records.ts";

/**
 * Illinois' Biometric Information Privacy Act: people located in the US state of Illinois must
 * accept the biometric terms before custom-voice features (spec 000 §5: country US and region
 * IL, compared case-insensitively). Geo comes from headers the deployment trusts.
 */
export function requiresBipaTerms(user: Pick<UserRecord, "geoCountry" | "geoRegion">): boolean {
  return user.geoCountry?.toUpperCase() === "US" && user.geoRegion?.toUpperCase() === "IL";
}
