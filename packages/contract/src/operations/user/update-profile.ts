import { z } from "zod";
import { uiLocales } from "../../catalogues/ui-locales.ts";
import { messages } from "../../errors/messages.ts";
import { defineOperation } from "../../operation.ts";
import { UserSchema } from "./user-schemas.ts";

export const updateProfile = defineOperation({
  operationId: "chorus.user.updateProfile",
  method: "PATCH",
  path: "/v1/user/profile",
  summary: "Change the first name, interface language or product-update emails",
  tag: "User",
  auth: { kind: "any", permission: "user_write" },
  request: {
    body: z.object({
      first_name: z.string().trim().min(1, messages.nameRequired).max(100).optional(),
      locale: z.enum(uiLocales).optional(),
      agrees_to_product_updates: z.boolean().optional(),
    }),
  },
  responses: { 200: UserSchema },
});
