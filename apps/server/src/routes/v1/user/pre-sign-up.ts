import { preSignUp as preSignUpOperation } from "@chorus/contract";
import { preSignUp } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const preSignUpRoute = bindOperation(preSignUpOperation, async ({ ctx, body }) => {
  await preSignUp(ctx, { email: body.email, recaptchaToken: body.recaptcha_token });
  return { status: "ok" as const };
});
