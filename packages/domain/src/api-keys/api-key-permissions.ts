import { allPermissions, type Permission } from "@chorus/contract";

export type ApiKeyPermissions = readonly Permission[] | "all";

/** Stored form: "all", or the chosen scopes once each in catalogue order (so lists compare and display stably). */
export function normalizePermissions(permissions: ApiKeyPermissions): string[] | "all" {
  if (permissions === "all") return "all";
  const chosen = new Set<string>(permissions);
  return allPermissions.filter((p) => chosen.has(p));
}
