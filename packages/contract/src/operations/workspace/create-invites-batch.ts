import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { SeatTypeSchema } from "../user/user-schemas.ts";
import { WorkspaceStatusOkSchema } from "./workspace-schemas.ts";

export const createWorkspaceInvites = defineOperation({
  operationId: "workspace.invites.createBatch",
  method: "POST",
  path: "/v1/workspace/invites/add-bulk",
  summary: "Invite several people at once (admins); all are invited or none",
  description: "Each entry may hold several addresses separated by spaces, commas or new lines.",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_write" },
  request: {
    body: z.object({
      /** An entry may list several addresses, so it may be longer than one address; no plan has 100 seats. */
      emails: z.array(z.string().max(inputLimits.descriptionCharacters)).max(inputLimits.idsPerRequest),
      seat_type: SeatTypeSchema.nullish(),
      group_ids: z.array(z.string().max(inputLimits.idCharacters)).max(inputLimits.idsPerRequest).nullish(),
      usage_limit: z.number().nullish(),
    }),
  },
  responses: { 200: WorkspaceStatusOkSchema },
  errors: ["forbidden", "already_exists", "seat_limit_reached"],
});
