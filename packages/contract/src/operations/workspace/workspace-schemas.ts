import { z } from "zod";
import { subscriptionTiers } from "../../catalogues/subscription-tiers.ts";
import { type AssignableRole, workspaceRoles } from "../../catalogues/workspace-roles.ts";

/** `{status: "ok"}`: ElevenLabs' answer to workspace writes (`AddWorkspaceInviteResponseModel` and kin). */
export const WorkspaceStatusOkSchema = z.object({ status: z.literal("ok") });

/** The caller's workspace: its settings, its seats and the caller's role in it. */
export const WorkspaceSchema = z
  .object({
    workspace_id: z.string(),
    name: z.string(),
    owner_id: z.string(),
    tier: z.enum(subscriptionTiers),
    training_opt_out: z.boolean(),
    /** Seconds of inactivity after which sessions end; null means never. */
    session_inactivity_timeout: z.number().int().nullable(),
    allow_password_sign_in: z.boolean(),
    max_seats: z.number().int(),
    /** Members plus pending invites: an invite holds a seat until it is answered. */
    seats_used: z.number().int(),
    role: z.enum(workspaceRoles),
    /** How the workspace pays: `direct` (the payment provider) or `cloud_marketplace` (spec 001 §6). */
    billing_channel: z.enum(["direct", "cloud_marketplace"]),
  })
  .meta({ id: "Workspace" });

export type Workspace = z.infer<typeof WorkspaceSchema>;

/** The answer to switching workspaces (directly or by accepting an invite). */
export const WorkspaceSwitchedSchema = z.object({
  status: z.literal("ok"),
  workspace_id: z.string(),
  /** The session now points at the new workspace; clients should refresh their access token. */
  requires_token_refresh: z.literal(true),
});

/**
 * ElevenLabs' seat types (`workspace_admin`, `workspace_member`, `workspace_lite_member`) and
 * Chorus's finer roles, as a role a member or invite may be given. Ownership moves only by transfer.
 */
export const roleInputValues = [
  "workspace_admin",
  "workspace_member",
  "workspace_lite_member",
  "admin",
  "editor",
  "member",
  "viewer",
] as const;

const roleForInput: Record<(typeof roleInputValues)[number], AssignableRole> = {
  workspace_admin: "admin",
  workspace_member: "member",
  workspace_lite_member: "viewer",
  admin: "admin",
  editor: "editor",
  member: "member",
  viewer: "viewer",
};

/** Accepts any of `roleInputValues` and hands the handler the Chorus role it means. */
export const RoleInputSchema = z.enum(roleInputValues).transform((value) => roleForInput[value]);

/** The role an invite grants when the caller names only ElevenLabs' `seat_type` (or nothing: member). */
export function roleForSeatType(
  seatType: "workspace_admin" | "workspace_member" | "workspace_lite_member" | null | undefined,
): AssignableRole {
  return seatType ? roleForInput[seatType] : "member";
}
