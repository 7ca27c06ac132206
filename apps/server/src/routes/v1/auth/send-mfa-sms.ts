import { sendMfaSignInSms as sendMfaSignInSmsOperation } from "@chorus/contract";
import { sendMfaSignInSms } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const sendMfaSignInSmsRoute = bindOperation(sendMfaSignInSmsOperation, async ({ ctx, body }) => {
  await sendMfaSignInSms(ctx, { mfaToken: body.mfa_token });
  return { status: "ok" as const };
});
