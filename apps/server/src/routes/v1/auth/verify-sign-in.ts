import { verifySignIn as verifySignInOperation } from "@chorus/contract";
import { verifySignIn } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSessionTokens } from "../../../presenters/session-tokens-presenter.ts";
import { setRefreshCookie } from "./refresh-cookie.ts";

export const verifySignInRoute = bindOperation(verifySignInOperation, async ({ ctx, body, reply }) => {
  const tokens = await verifySignIn(
    ctx,
    body.oob_code
      ? { oobCode: body.oob_code }
      : { verificationId: body.verification_id ?? "", code: body.code ?? "" },
  );
  setRefreshCookie(reply, ctx.ports.settings, tokens);
  return presentSessionTokens(tokens);
});
