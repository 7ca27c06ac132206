import { messages } from "@chorus/contract";
import type { Ports } from "../context.ts";
import type { UserRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

const MFA_CHALLENGE_TTL_SECONDS = 300;

export interface MfaChallenge {
  userId: string;
  deviceId?: string;
}

/** A password-accepted, second-factor-pending sign-in, as a signed token valid 5 minutes. */
export function issueMfaChallenge(ports: Ports, challenge: MfaChallenge): Promise<string> {
  return ports.tokens.signChallenge(
    {
      purpose: "mfa",
      userId: challenge.userId,
      ...(challenge.deviceId ? { deviceId: challenge.deviceId } : {}),
    },
    MFA_CHALLENGE_TTL_SECONDS,
  );
}

/** Reads an MFA challenge; an expired or forged one means starting the sign-in again. */
export async function readMfaChallenge(ports: Ports, token: string): Promise<MfaChallenge> {
  const payload = await ports.tokens.verifyChallenge(token);
  if (payload?.purpose !== "mfa" || !payload.userId) {
    throw new DomainError("unauthorized", messages.sessionExpired);
  }
  return { userId: payload.userId, deviceId: payload.deviceId };
}

/** The second factors a person has turned on, in the order the sign-in form offers them. */
export function enrolledFactors(user: UserRecord): ("totp" | "sms")[] {
  const factors: ("totp" | "sms")[] = [];
  if (user.totpEnabledAt && user.totpSecret) factors.push("totp");
  if (user.smsEnabledAt && user.smsPhone) factors.push("sms");
  return factors;
}
