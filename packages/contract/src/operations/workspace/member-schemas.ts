import { z } from "zod";
import { inputLimits } from "../../bounds/input-limits.ts";
import { workspaceRoles } from "../../catalogues/workspace-roles.ts";
import { SeatTypeSchema } from "../user/user-schemas.ts";

/** `WorkspaceMemberResponseModel` as the SDK parses it, then Chorus's extras for the members page. */
export const WorkspaceMemberSchema = z
  .object({
    user_id: z.string(),
    email: z.string(),
    first_name: z.string().nullish(),
    seat_type: SeatTypeSchema.nullish(),
    is_owner: z.boolean(),
    is_locked: z.boolean(),
    // Chorus extras
    role: z.enum(workspaceRoles),
    is_mfa_enabled: z.boolean(),
    joined_at_unix: z.number().int(),
  })
  .meta({ id: "WorkspaceMember" });

export type WorkspaceMember = z.infer<typeof WorkspaceMemberSchema>;

/** A member is named by email in ElevenLabs' member calls. */
export const MemberEmailBodySchema = z.object({
  email: z.string().trim().min(1).max(inputLimits.emailCharacters),
});
