import { defineOperation } from "../../operation.ts";
import { OnboardingChecklistSchema } from "./user-schemas.ts";

export const hideOnboardingChecklist = defineOperation({
  operationId: "chorus.user.hideOnboardingChecklist",
  method: "POST",
  path: "/v1/user/onboarding-checklist/hide",
  summary: "Hide the onboarding checklist",
  tag: "User",
  auth: { kind: "any", permission: "user_write" },
  responses: { 200: OnboardingChecklistSchema },
});
