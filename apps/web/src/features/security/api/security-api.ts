import {
  activateSms,
  activateTotp,
  disableSms,
  disableTotp,
  enrollSms,
  enrollTotp,
  getMfaStatus,
  reauthenticate,
  regenerateBackupCodes,
} from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";

export const mfaQueryKey = ["user", "mfa"] as const;

export const fetchMfaStatus = () => callOperation(getMfaStatus);
export const startTotpEnrolment = () => callOperation(enrollTotp);
export const confirmTotp = (code: string) => callOperation(activateTotp, { body: { code } });
export const removeTotp = () => callOperation(disableTotp);
export const startSmsEnrolment = (phoneNumber: string) =>
  callOperation(enrollSms, { body: { phone_number: phoneNumber } });
export const confirmSms = (code: string) => callOperation(activateSms, { body: { code } });
export const removeSms = () => callOperation(disableSms);
export const newBackupCodes = () => callOperation(regenerateBackupCodes);
export const proveIdentity = (password: string, code?: string) =>
  callOperation(reauthenticate, { body: { password, code: code || undefined } });
