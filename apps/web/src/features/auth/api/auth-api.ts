import {
  completeMfaSignIn,
  optOutOfUpdates,
  resetPassword,
  sendMfaSignInSms,
  sendPasswordResetEmail,
  signIn,
  signUp,
  updateEmail,
  verifyEmail,
  verifySignIn,
} from "@chorus/contract";
import { callOperation, type OperationInput } from "../../../lib/api/call-operation.ts";
import { deviceId } from "../../../lib/auth/device-id.ts";

export const requestSignIn = (email: string, password: string) =>
  callOperation(signIn, { body: { email, password, device_id: deviceId() } });

export const requestMfaSignIn = (body: OperationInput<typeof completeMfaSignIn>["body"]) =>
  callOperation(completeMfaSignIn, { body });

export const requestMfaSms = (mfaToken: string) =>
  callOperation(sendMfaSignInSms, { body: { mfa_token: mfaToken } });

export const requestSignUp = (body: OperationInput<typeof signUp>["body"]) => callOperation(signUp, { body });

export const requestPasswordReset = (email: string) =>
  callOperation(sendPasswordResetEmail, { body: { email } });

export const confirmPasswordReset = (body: OperationInput<typeof resetPassword>["body"]) =>
  callOperation(resetPassword, { body });

export const confirmEmail = (oobCode: string) => callOperation(verifyEmail, { body: { oob_code: oobCode } });

export const confirmOptOut = (oobCode: string) =>
  callOperation(optOutOfUpdates, { body: { oob_code: oobCode } });

export const confirmSignIn = (body: OperationInput<typeof verifySignIn>["body"]) =>
  callOperation(verifySignIn, { body });

export const applyEmailChange = (verificationCode: string, isReverting: boolean) =>
  callOperation(updateEmail, {
    query: { verification_code: verificationCode, is_reverting: isReverting ? "true" : "false" },
  });
