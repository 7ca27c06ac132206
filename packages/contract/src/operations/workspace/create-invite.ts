import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { SeatTypeSchema } from "../user/user-schemas.ts";
import { RoleInputSchema, WorkspaceStatusOkSchema } from "./workspace-schemas.ts";

export const createWorkspaceInvite = defineOperation({
  operationId: "workspace.invites.create",
  method: "POST",
  path: "/v1/workspace/invites/add",
  summary: "Invite a person to the workspace by email (admins)",
  description:
    "The role comes from `workspace_permission` (a seat type or Chorus role), else `seat_type`, else `member`. A pending invite holds a seat.",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_write" },
  request: {
    body: z.object({
      email: z.string().max(inputLimits.emailCharacters),
      workspace_permission: RoleInputSchema.nullish(),
      seat_type: SeatTypeSchema.nullish(),
      // Accepted for SDK compatibility; Chorus has no groups or per-member usage limits yet.
      group_ids: z.array(z.string().max(inputLimits.idCharacters)).max(inputLimits.idsPerRequest).nullish(),
      usage_limit: z.number().nullish(),
    }),
  },
  responses: { 200: WorkspaceStatusOkSchema },
  errors: ["forbidden", "already_exists", "seat_limit_reached"],
});
