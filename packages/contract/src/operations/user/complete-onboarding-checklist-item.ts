import { defineOperation } from "../../operation.ts";
import { ChecklistItemParamsSchema } from "./onboarding-schemas.ts";
import { OnboardingChecklistSchema } from "./user-schemas.ts";

export const completeOnboardingChecklistItem = defineOperation({
  operationId: "chorus.user.completeOnboardingChecklistItem",
  method: "POST",
  path: "/v1/user/onboarding-checklist/items/{item_id}/complete",
  summary: "Mark one onboarding checklist item done",
  tag: "User",
  auth: { kind: "any", permission: "user_write" },
  request: { params: ChecklistItemParamsSchema },
  responses: { 200: OnboardingChecklistSchema },
});
