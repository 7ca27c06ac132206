import { isAdminRole } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";

/**
 * What the caller may do in workspace administration. Settings access and admin are asked
 * separately (spec 000 §6); today both mean owner or admin.
 */
export function describeWorkspaceAccess(ctx: AuthenticatedContext): {
  canAccessSettings: boolean;
  isAdmin: boolean;
} {
  requirePermission(ctx, "workspace_read");
  const admin = isAdminRole(ctx.role);
  return { canAccessSettings: admin, isAdmin: admin };
}
