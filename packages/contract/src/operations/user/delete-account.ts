import { z } from "zod";
import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";

export const deleteAccount = defineOperation({
  operationId: "chorus.user.deleteAccount",
  method: "POST",
  path: "/v1/user/delete",
  summary: "Delete the account: type the account email to confirm (needs a recent sign-in)",
  description: "Signs out every session and deletes the person's API keys.",
  tag: "Accounts",
  auth: { kind: "session" },
  request: { body: z.object({ email_confirmation: z.string().max(320) }) },
  responses: { 200: StatusOkSchema },
  errors: ["recent_sign_in_required"],
});
