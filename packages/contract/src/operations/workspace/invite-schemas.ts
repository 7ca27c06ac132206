import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { assignableRoles } from "../../catalogues/workspace-roles.ts";

/** A pending invite as the workspace's admins see it. */
export const WorkspaceInviteSchema = z
  .object({
    invite_id: z.string(),
    email: z.string(),
    role: z.enum(assignableRoles),
    created_at_unix: z.number().int(),
    invited_by_email: z.string().nullable(),
  })
  .meta({ id: "WorkspaceInvite" });

/** A pending invite as the person it is addressed to sees it. */
export const ReceivedInviteSchema = z
  .object({
    invite_id: z.string(),
    workspace_id: z.string(),
    workspace_name: z.string(),
    role: z.enum(assignableRoles),
    created_at_unix: z.number().int(),
    invited_by_email: z.string().nullable(),
  })
  .meta({ id: "ReceivedInvite" });

export const InviteIdParamsSchema = z.object({ invite_id: idValue });
