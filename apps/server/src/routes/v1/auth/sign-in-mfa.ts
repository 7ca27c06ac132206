import { completeMfaSignIn as completeMfaSignInOperation } from "@chorus/contract";
import { completeMfaSignIn } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSessionTokens } from "../../../presenters/session-tokens-presenter.ts";
import { setRefreshCookie } from "./refresh-cookie.ts";

export const completeMfaSignInRoute = bindOperation(
  completeMfaSignInOperation,
  async ({ ctx, body, reply }) => {
    const tokens = await completeMfaSignIn(ctx, {
      mfaToken: body.mfa_token,
      method: body.method,
      code: body.code,
    });
    setRefreshCookie(reply, ctx.ports.settings, tokens);
    return presentSessionTokens(tokens);
  },
);
