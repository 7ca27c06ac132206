import { messages } from "@chorus/contract";
import type { Ports, PublicContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { UserRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";
import { backupCodeHash } from "./backup-codes.ts";
import { checkNumericCode } from "./one-time-codes.ts";
import { checkCountedAttempt, signInSubject } from "./sign-in-throttle.ts";

export type SecondFactorMethod = "totp" | "sms" | "backup_code";

/** Guesses the method of a code typed into a single field: six digits are an app or SMS code, anything else a backup code. */
export function methodForCode(user: UserRecord, code: string): SecondFactorMethod {
  if (!/^\d{6}$/.test(code.trim())) return "backup_code";
  return user.totpEnabledAt && user.totpSecret ? "totp" : "sms";
}

async function codeIsRight(
  ports: Ports,
  repos: Repositories,
  user: UserRecord,
  method: SecondFactorMethod,
  code: string,
): Promise<boolean> {
  switch (method) {
    case "totp":
      if (!user.totpEnabledAt || !user.totpSecret)
        throw new DomainError("invalid_request", messages.mfaNotEnabled);
      return ports.totp.verify(user.totpSecret, code.trim(), ports.clock.now());
    case "sms": {
      if (!user.smsEnabledAt || !user.smsPhone)
        throw new DomainError("invalid_request", messages.mfaNotEnabled);
      const check = await checkNumericCode(ports, repos, { userId: user.id, purpose: "sms_sign_in", code });
      if (check.result === "none") throw new DomainError("invalid_request", messages.smsCodeNotRequested);
      return check.result === "ok";
    }
    case "backup_code": {
      const backup = await repos.backupCodes.findUnused(user.id, backupCodeHash(user.id, code));
      return !!backup && (await repos.backupCodes.markUsed(backup.id, ports.clock.now()));
    }
  }
}

/**
 * Checks a second-factor code (authenticator app, texted code or single-use backup code) as a
 * counted sign-in attempt of the account's email from the caller's network, so wrong codes and
 * wrong passwords share one block (answered with `blocked()`, before the code is checked). A
 * wrong one is refused with the spec's texts: "The code entered was incorrect" or "Invalid
 * backup code".
 */
export async function verifySecondFactor(
  ctx: PublicContext,
  user: UserRecord,
  method: SecondFactorMethod,
  code: string,
  blocked: () => DomainError,
): Promise<void> {
  const { ports } = ctx;
  const right = await checkCountedAttempt(ports, signInSubject(ctx.meta, user.email), blocked, () =>
    codeIsRight(ports, ports.store, user, method, code),
  );
  if (right) return;
  if (method === "backup_code") throw new DomainError("invalid_backup_code", messages.invalidBackupCode);
  throw new DomainError("invalid_mfa_code", messages.codeIncorrect);
}
