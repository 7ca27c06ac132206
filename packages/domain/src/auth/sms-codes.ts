import { messages } from "@chorus/contract";
import type { Ports } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { issueNumericCode } from "./one-time-codes.ts";

/** A new code is texted at most this often, so the endpoint cannot be used to flood a phone (or a bill). */
const MIN_RESEND_INTERVAL_MS = 30_000;

/** Issues and texts a six-digit code (sign-in or phone enrolment), replacing any earlier one. */
export async function sendSmsCode(
  ports: Ports,
  input: { userId: string; phone: string; purpose: "sms_sign_in" | "sms_enrolment" },
): Promise<void> {
  const now = ports.clock.now();
  const code = await ports.store.transaction(async (tx) => {
    const previous = await tx.codes.findLatestActive(input.userId, input.purpose, now);
    if (previous && now.getTime() - previous.createdAt.getTime() < MIN_RESEND_INTERVAL_MS) {
      throw new DomainError("too_many_attempts", messages.tooManyAttempts);
    }
    const issued = await issueNumericCode(ports, tx, {
      userId: input.userId,
      purpose: input.purpose,
      payload: { phone: input.phone },
    });
    return issued.code;
  });
  const what = input.purpose === "sms_sign_in" ? "sign-in" : "verification";
  await ports.sms.send(input.phone, `Your Chorus ${what} code is ${code}. It expires in 10 minutes.`);
}
