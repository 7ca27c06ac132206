import { z } from "zod";
import { messages } from "../../errors/messages.ts";
import { defineOperation } from "../../operation.ts";
import { StatusOkSchema } from "../auth/auth-schemas.ts";

export const updatePublicUserName = defineOperation({
  operationId: "chorus.user.updatePublicUserName",
  method: "POST",
  path: "/v1/user/update-public-user-name",
  summary: "Set the name shown on shared items",
  tag: "User",
  auth: { kind: "any", permission: "user_write" },
  request: {
    body: z.object({
      public_user_name: z
        .string()
        .min(1, messages.invalidPublicUserName)
        .max(50, messages.invalidPublicUserName)
        .regex(/^[A-Za-z0-9_.-]+$/, messages.invalidPublicUserName),
    }),
  },
  responses: { 200: StatusOkSchema },
});
