import { defineOperation } from "../../operation.ts";
import { OnboardingBodySchema } from "./onboarding-schemas.ts";
import { UserSchema } from "./user-schemas.ts";

export const completeOnboarding = defineOperation({
  operationId: "chorus.user.completeOnboarding",
  method: "POST",
  path: "/v1/user/onboarding",
  summary: "Save the onboarding answers (name, date of birth, use case, referral) and finish onboarding",
  description: "People must be at least 18 years old.",
  tag: "User",
  auth: { kind: "any", permission: "user_write" },
  request: { body: OnboardingBodySchema },
  responses: { 200: UserSchema },
});
