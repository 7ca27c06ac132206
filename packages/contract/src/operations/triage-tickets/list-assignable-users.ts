import { z } from "zod";
import { idValue } from "../../bounds/input-limits.ts";
import { defineOperation } from "../../operation.ts";

/** `AssignableUserResponseModel`. */
export const AssignableUserSchema = z
  .object({
    user_id: z.string(),
    email: z.string(),
    first_name: z.string().nullish(),
    is_service_account: z.boolean(),
    has_access: z.boolean(),
  })
  .meta({ id: "AssignableUserResponseModel" });

export type AssignableUser = z.output<typeof AssignableUserSchema>;

export const listTriageTicketAssignableUsers = defineOperation({
  operationId: "conversationalAi.triageTickets.listAssignableUsers",
  method: "GET",
  path: "/v1/convai/agents/{agent_id}/triage-tickets/assignable-users",
  summary: "The workspace members a ticket of this agent can be assigned to",
  description:
    "Every member of the workspace; `has_access` is false for a locked member, who cannot be assigned until unlocked.",
  tag: "Triage tickets",
  auth: { kind: "any", permission: "convai_read" },
  request: { params: z.object({ agent_id: idValue }) },
  responses: { 200: z.array(AssignableUserSchema) },
  errors: ["agent_not_found"],
});
