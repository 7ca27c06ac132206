import { defineOperation } from "../../operation.ts";
import { UserSchema } from "./user-schemas.ts";

export const getUser = defineOperation({
  operationId: "user.get",
  method: "GET",
  path: "/v1/user",
  summary: "Get the signed-in user (or the API key's owner) with their workspace subscription",
  tag: "User",
  auth: { kind: "any", permission: "user_read" },
  responses: { 200: UserSchema },
});
