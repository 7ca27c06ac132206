import type { RouteBinding } from "../../../http/bind-operation.ts";
import { acceptBipaTermsRoute } from "./accept-bipa-terms.ts";
import { acceptTermsRoute } from "./accept-terms.ts";
import { completeOnboardingRoute } from "./complete-onboarding.ts";
import { deleteAccountRoute } from "./delete-account.ts";
import { disableSmsRoute } from "./disable-sms.ts";
import { disableTotpRoute } from "./disable-totp.ts";
import { enrollSmsRoute } from "./enroll-sms.ts";
import { getUserSubscriptionRoute } from "./get-subscription.ts";
import { getUserRoute } from "./get-user.ts";
import {
  activateSmsRoute,
  activateTotpRoute,
  enrollTotpRoute,
  getMfaStatusRoute,
  regenerateBackupCodesRoute,
} from "./mfa.ts";
import {
  completeOnboardingChecklistItemRoute,
  completeOnboardingChecklistRoute,
  hideOnboardingChecklistRoute,
  initiateOnboardingChecklistRoute,
} from "./onboarding-checklist.ts";
import { preSignUpRoute } from "./pre-sign-up.ts";
import { requestEmailChangeRoute } from "./request-email-change.ts";
import { sendPasswordResetEmailRoute } from "./send-password-reset-email.ts";
import { sendVerificationEmailRoute } from "./send-verification-email.ts";
import { updateEmailRoute } from "./update-email.ts";
import { updateProfileRoute } from "./update-profile.ts";
import { updatePublicUserNameRoute } from "./update-public-user-name.ts";

export const userRoutes: RouteBinding[] = [
  acceptBipaTermsRoute,
  acceptTermsRoute,
  activateSmsRoute,
  activateTotpRoute,
  completeOnboardingChecklistItemRoute,
  completeOnboardingChecklistRoute,
  completeOnboardingRoute,
  deleteAccountRoute,
  disableSmsRoute,
  disableTotpRoute,
  enrollSmsRoute,
  enrollTotpRoute,
  getMfaStatusRoute,
  getUserRoute,
  getUserSubscriptionRoute,
  hideOnboardingChecklistRoute,
  initiateOnboardingChecklistRoute,
  preSignUpRoute,
  regenerateBackupCodesRoute,
  requestEmailChangeRoute,
  sendPasswordResetEmailRoute,
  sendVerificationEmailRoute,
  updateEmailRoute,
  updateProfileRoute,
  updatePublicUserNameRoute,
];
