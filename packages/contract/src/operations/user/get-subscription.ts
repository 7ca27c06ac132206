import { defineOperation } from "../../operation.ts";
import { SubscriptionSchema } from "./subscription-schemas.ts";

export const getUserSubscription = defineOperation({
  operationId: "user.subscription.get",
  method: "GET",
  path: "/v1/user/subscription",
  summary: "Get the subscription of the caller's workspace",
  tag: "User",
  auth: { kind: "any", permission: "user_read" },
  responses: { 200: SubscriptionSchema },
});
