import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { requireSessionActor } from "./require-permission.ts";

export interface MfaStatus {
  totpEnabled: boolean;
  smsEnabled: boolean;
  smsPhoneHint: string | null;
  backupCodesRemaining: number;
}

/** Which second factors the caller has turned on; the phone number is shown only by its last digits. */
export async function getMfaStatus(ctx: AuthenticatedContext): Promise<MfaStatus> {
  requireSessionActor(ctx);
  const { store } = ctx.ports;
  const user = await store.users.findById(ctx.userId);
  if (!user) throw new DomainError("user_not_found", messages.userNotFound);
  const smsEnabled = !!user.smsEnabledAt && !!user.smsPhone;
  return {
    totpEnabled: !!user.totpEnabledAt && !!user.totpSecret,
    smsEnabled,
    smsPhoneHint: smsEnabled ? `•••• ${user.smsPhone!.slice(-4)}` : null,
    backupCodesRemaining: await store.backupCodes.countUnused(user.id),
  };
}
