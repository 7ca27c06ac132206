import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { ReceivedInviteSchema } from "./invite-schemas.ts";

export const listUserInvites = defineOperation({
  operationId: "chorus.user.invites.list",
  method: "GET",
  path: "/v1/user/invites",
  summary: "List the pending invites addressed to the signed-in person's (verified) email",
  tag: "Workspace",
  auth: { kind: "session" },
  responses: { 200: z.object({ invites: z.array(ReceivedInviteSchema) }) },
});
