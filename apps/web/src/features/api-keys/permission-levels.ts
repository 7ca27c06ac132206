import { type Permission, type PermissionGroup, permissionGroups } from "@chorus/contract";

/** Spec 001 §6 permission levels, per endpoint group. Groups with one scope are on or off. */
export type PermissionLevel = "none" | "read" | "write";
export type PermissionLevels = Record<PermissionGroup, PermissionLevel>;

export function hasReadWrite(group: (typeof permissionGroups)[number]): boolean {
  return group.scopes.length > 1;
}

export function noPermissions(): PermissionLevels {
  return Object.fromEntries(permissionGroups.map((group) => [group.group, "none"])) as PermissionLevels;
}

/** The level each group has in a key's scope list (read-only when only the `_read` scope is held). */
export function levelsFromPermissions(permissions: readonly string[]): PermissionLevels {
  const held = new Set(permissions);
  const levels = noPermissions();
  for (const group of permissionGroups) {
    const scopes = group.scopes as readonly string[];
    if (scopes.every((scope) => held.has(scope))) levels[group.group] = "write";
    else if (scopes.some((scope) => held.has(scope) && scope.endsWith("_read"))) levels[group.group] = "read";
  }
  return levels;
}

/** The scope list for chosen levels: write grants every scope of a group, read only its `_read` one. */
export function permissionsFromLevels(levels: PermissionLevels): Permission[] {
  return permissionGroups.flatMap((group) => {
    const level = levels[group.group];
    if (level === "none") return [];
    const scopes = group.scopes as readonly Permission[];
    return level === "write" ? [...scopes] : scopes.filter((scope) => scope.endsWith("_read"));
  });
}
