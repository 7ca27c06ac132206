import { signUp as signUpOperation } from "@chorus/contract";
import { signUp } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSessionTokens } from "../../../presenters/session-tokens-presenter.ts";
import { setRefreshCookie } from "./refresh-cookie.ts";

export const signUpRoute = bindOperation(signUpOperation, async ({ ctx, body, reply }) => {
  const tokens = await signUp(ctx, {
    email: body.email,
    password: body.password,
    recaptchaToken: body.recaptcha_token,
    locale: body.locale,
    accountMetadata: body.account_metadata,
    attribution: { pid: body.pid, xid: body.xid, invite_code: body.invite_code },
  });
  setRefreshCookie(reply, ctx.ports.settings, tokens);
  reply.status(201);
  return presentSessionTokens(tokens);
});
