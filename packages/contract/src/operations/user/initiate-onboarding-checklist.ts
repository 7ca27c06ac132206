import { defineOperation } from "../../operation.ts";
import { OnboardingChecklistSchema } from "./user-schemas.ts";

export const initiateOnboardingChecklist = defineOperation({
  operationId: "chorus.user.initiateOnboardingChecklist",
  method: "POST",
  path: "/v1/user/onboarding-checklist/initiate",
  summary: "Start the onboarding checklist",
  tag: "User",
  auth: { kind: "any", permission: "user_write" },
  responses: { 200: OnboardingChecklistSchema },
});
