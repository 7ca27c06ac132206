/**
 * Workspace roles, from most to least powerful. ElevenLabs exposes `workspace_role` values
 * `workspace_admin` and `workspace_member`; Chorus refines members into editor, member and viewer.
 */
export const workspaceRoles = ["owner", "admin", "editor", "member", "viewer"] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** Roles an invite or a role change may grant: ownership moves only by transfer. */
export const assignableRoles = ["admin", "editor", "member", "viewer"] as const;
export type AssignableRole = (typeof assignableRoles)[number];

export function isAdminRole(role: WorkspaceRole): boolean {
  return role === "owner" || role === "admin";
}

/** ElevenLabs' seat type as reported in `GET /v1/user`. */
export function seatTypeForRole(
  role: WorkspaceRole,
): "workspace_admin" | "workspace_member" | "workspace_lite_member" {
  if (isAdminRole(role)) return "workspace_admin";
  return role === "viewer" ? "workspace_lite_member" : "workspace_member";
}
