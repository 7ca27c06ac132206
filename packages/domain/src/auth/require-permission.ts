import { isAdminRole, messages, type Permission } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";

/** An API key may only reach operations its permissions cover; a person's bearer token is bounded by their role instead. */
export function requirePermission(ctx: AuthenticatedContext, permission: Permission): void {
  const { actor } = ctx;
  if (actor.kind !== "api_key" || actor.permissions === "all") return;
  if (!actor.permissions.includes(permission)) {
    throw new DomainError("missing_permissions", messages.missingPermission(permission));
  }
}

/** Workspace administration (members, invites, API keys, settings) is for owners and admins. */
export function requireAdmin(ctx: AuthenticatedContext): void {
  if (!isAdminRole(ctx.role)) throw new DomainError("forbidden", messages.adminOnly);
}

/** Account-security actions are for a person at the keyboard, never an API key. */
export function requireSessionActor(
  ctx: AuthenticatedContext,
): Extract<AuthenticatedContext["actor"], { kind: "user" }> {
  if (ctx.actor.kind !== "user") throw new DomainError("forbidden", messages.forbidden);
  return ctx.actor;
}
