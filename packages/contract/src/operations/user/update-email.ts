import { z } from "zod";
import { defineOperation } from "../../operation.ts";

export const updateEmail = defineOperation({
  operationId: "chorus.user.updateEmail",
  method: "PUT",
  path: "/v1/user/email",
  summary: "Apply an email change, or revert one, with the code from the emailed link",
  description:
    "With `is_reverting=false` the code from the mail sent to the new address applies the change, and the old address gets a link to undo it. With `is_reverting=true` the code from that mail restores the old address. Both sign out every session.",
  tag: "Accounts",
  auth: { kind: "public" },
  request: {
    query: z.object({
      verification_code: z.string().min(1).max(200),
      is_reverting: z.enum(["true", "false"]).default("false"),
    }),
  },
  responses: { 200: z.object({ status: z.literal("ok"), message: z.string() }) },
  errors: ["invalid_code", "account_exists"],
});
