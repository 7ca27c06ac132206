import { messages } from "@chorus/contract";
import type { PublicContext } from "../context.ts";
import type { OneTimeCodeRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { assertUserCanAct } from "./authenticate-bearer.ts";
import { completeSignIn } from "./complete-sign-in.ts";
import { checkNumericCode, redeemLinkCode } from "./one-time-codes.ts";
import type { SessionTokens } from "./session-tokens.ts";

export type SignInVerificationInput = { oobCode: string } | { verificationId: string; code: string };

async function redeemTypedCode(
  ctx: PublicContext,
  input: { verificationId: string; code: string },
): Promise<OneTimeCodeRecord> {
  const { ports } = ctx;
  const claims = await ports.tokens.verifyChallenge(input.verificationId);
  if (claims?.purpose !== "sign_in_verification" || !claims.userId || !claims.codeId) {
    throw new DomainError("invalid_code", messages.invalidLink);
  }
  const check = await checkNumericCode(ports, ports.store, {
    userId: claims.userId,
    purpose: "sign_in_verification",
    code: input.code,
    codeId: claims.codeId,
    expectedHash: (record) => String(record.payload.numeric_code_hash),
  });
  if (check.result === "ok") return check.record;
  if (check.result === "wrong") throw new DomainError("invalid_code", messages.codeIncorrect);
  if (check.result === "exhausted") throw new DomainError("too_many_attempts", messages.tooManyAttempts);
  throw new DomainError("invalid_code", messages.invalidLink);
}

/**
 * Finishes a new-device sign-in with the emailed link's code, or with the verification id and
 * the six-digit code from the same mail (five wrong codes burn it). The device is remembered.
 */
export async function verifySignIn(
  ctx: PublicContext,
  input: SignInVerificationInput,
): Promise<SessionTokens> {
  const { ports } = ctx;
  const record =
    "oobCode" in input
      ? await ports.store.transaction((tx) =>
          redeemLinkCode(ports, tx, "sign_in_verification", input.oobCode),
        )
      : await redeemTypedCode(ctx, input);
  const user = await ports.store.users.findById(record.userId!);
  assertUserCanAct(user);
  const deviceId = typeof record.payload.device_id === "string" ? record.payload.device_id : undefined;
  return completeSignIn(ctx, user, deviceId);
}
