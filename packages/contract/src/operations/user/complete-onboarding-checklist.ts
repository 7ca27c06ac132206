import { defineOperation } from "../../operation.ts";
import { OnboardingChecklistSchema } from "./user-schemas.ts";

export const completeOnboardingChecklist = defineOperation({
  operationId: "chorus.user.completeOnboardingChecklist",
  method: "POST",
  path: "/v1/user/onboarding-checklist/complete",
  summary: "Mark the onboarding checklist complete",
  tag: "User",
  auth: { kind: "any", permission: "user_write" },
  responses: { 200: OnboardingChecklistSchema },
});
