import type { PublicContext } from "../context.ts";
import { assertSignUpAllowed } from "./sign-up-eligibility.ts";

/** Lets the sign-up form report a refusal before the person picks a password; creates nothing. */
export async function preSignUp(
  ctx: PublicContext,
  input: { email: string; recaptchaToken: string },
): Promise<void> {
  await assertSignUpAllowed(ctx, input);
}
