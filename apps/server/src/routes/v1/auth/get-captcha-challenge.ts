import { getCaptchaChallenge as getCaptchaChallengeOperation } from "@chorus/contract";
import { getCaptchaChallenge } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSignUpCaptcha } from "../../../presenters/sign-up-captcha-presenter.ts";

export const getCaptchaChallengeRoute = bindOperation(
  getCaptchaChallengeOperation,
  async ({ ctx, reply }) => {
    // Every challenge is single-use: no cache may hand the same one to two people.
    reply.header("cache-control", "no-store");
    return presentSignUpCaptcha(await getCaptchaChallenge(ctx));
  },
);
