import type { RouteBinding } from "../../../http/bind-operation.ts";
import { getCaptchaChallengeRoute } from "./get-captcha-challenge.ts";
import { optOutOfUpdatesRoute } from "./opt-out-of-updates.ts";
import { reauthenticateRoute } from "./reauthenticate.ts";
import { refreshTokenRoute } from "./refresh-token.ts";
import { resetPasswordRoute } from "./reset-password.ts";
import { sendMfaSignInSmsRoute } from "./send-mfa-sms.ts";
import { signInRoute } from "./sign-in.ts";
import { completeMfaSignInRoute } from "./sign-in-mfa.ts";
import { signOutRoute } from "./sign-out.ts";
import { signUpRoute } from "./sign-up.ts";
import { verifyEmailRoute } from "./verify-email.ts";
import { verifySignInRoute } from "./verify-sign-in.ts";

export const authRoutes: RouteBinding[] = [
  completeMfaSignInRoute,
  getCaptchaChallengeRoute,
  optOutOfUpdatesRoute,
  reauthenticateRoute,
  refreshTokenRoute,
  resetPasswordRoute,
  sendMfaSignInSmsRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
  verifyEmailRoute,
  verifySignInRoute,
];
