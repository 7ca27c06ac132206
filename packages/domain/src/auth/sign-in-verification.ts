import type { Ports } from "../context.ts";
import type { UserRecord } from "../records.ts";
import { newId, newNumericCode } from "../shared/ids.ts";
import { signInVerificationMail } from "./account-emails.ts";
import { actionLink } from "./action-links.ts";
import { issueLinkCode, numericCodeHash } from "./one-time-codes.ts";

const VERIFICATION_ID_TTL_SECONDS = 15 * 60;

/**
 * New-device sign-in verification (SIGN_IN_VERIFICATION=new_device): the password was right
 * but the device is unknown, so the session starts only once the person shows they can read
 * their mail, by opening the link or by typing the six-digit code with the returned id.
 * One code row carries both: the link secret's hash, and the typed code's hash in its payload.
 */
export async function startSignInVerification(
  ports: Ports,
  user: UserRecord,
  deviceId: string | undefined,
): Promise<{ verificationId: string }> {
  const codeId = newId();
  const code = newNumericCode();
  const secret = await ports.store.transaction((tx) =>
    issueLinkCode(ports, tx, {
      id: codeId,
      userId: user.id,
      purpose: "sign_in_verification",
      payload: {
        numeric_code_hash: numericCodeHash(codeId, code),
        ...(deviceId ? { device_id: deviceId } : {}),
      },
    }),
  );
  const link = actionLink(ports.settings, "verifySignInRequest", secret, { lang: user.locale });
  await ports.mailer.send(signInVerificationMail({ to: user.email, code, link }));
  const verificationId = await ports.tokens.signChallenge(
    { purpose: "sign_in_verification", userId: user.id, codeId },
    VERIFICATION_ID_TTL_SECONDS,
  );
  return { verificationId };
}
