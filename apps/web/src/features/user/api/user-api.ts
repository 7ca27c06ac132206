import {
  acceptBipaTerms,
  acceptTerms,
  completeOnboarding,
  getUser,
  sendVerificationEmail,
  updateProfile,
  updatePublicUserName,
} from "@chorus/contract";
import { callOperation, type OperationInput } from "../../../lib/api/call-operation.ts";

export const userQueryKey = ["user"] as const;

export const fetchUser = () => callOperation(getUser);
export const patchProfile = (body: OperationInput<typeof updateProfile>["body"]) =>
  callOperation(updateProfile, { body });
export const savePublicUserName = (publicUserName: string) =>
  callOperation(updatePublicUserName, { body: { public_user_name: publicUserName } });
export const submitOnboarding = (body: OperationInput<typeof completeOnboarding>["body"]) =>
  callOperation(completeOnboarding, { body });
export const resendVerificationEmail = (email: string) =>
  callOperation(sendVerificationEmail, { body: { email } });
export const acceptBiometricTerms = () => callOperation(acceptBipaTerms);
export const acceptUpdatedTerms = () => callOperation(acceptTerms);
