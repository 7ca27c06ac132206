import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";
import { SeatTypeSchema } from "../user/user-schemas.ts";
import { RoleInputSchema, WorkspaceStatusOkSchema } from "./workspace-schemas.ts";

export const updateWorkspaceMember = defineOperation({
  operationId: "workspace.members.update",
  method: "POST",
  path: "/v1/workspace/members",
  summary: "Lock or unlock a member, or change their role (admins)",
  description:
    "`workspace_role` takes ElevenLabs' `workspace_admin` / `workspace_member` / `workspace_lite_member` or a Chorus role (`admin`, `editor`, `member`, `viewer`). The owner cannot be locked or demoted, and admins cannot change their own role.",
  tag: "Workspace",
  auth: { kind: "any", permission: "workspace_write" },
  request: {
    body: z.object({
      email: z.string().trim().min(1).max(inputLimits.emailCharacters),
      is_locked: z.boolean().nullish(),
      workspace_role: RoleInputSchema.nullish(),
      // Accepted for SDK compatibility; Chorus has one kind of seat per role.
      workspace_seat_type: SeatTypeSchema.nullish(),
      allow_downgrade_to_basic_seat: z.boolean().nullish(),
    }),
  },
  responses: { 200: WorkspaceStatusOkSchema },
  errors: ["forbidden", "member_not_found"],
});
