import { completeOnboarding as completeOnboardingOperation } from "@chorus/contract";
import { completeOnboarding } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentUser } from "../../../presenters/user-presenter.ts";

export const completeOnboardingRoute = bindOperation(completeOnboardingOperation, async ({ ctx, body }) =>
  presentUser(
    await completeOnboarding(ctx, {
      firstName: body.first_name,
      dateOfBirth: body.date_of_birth,
      useCase: body.use_case,
      referralSource: body.referral_source,
    }),
  ),
);
