import { signIn as signInOperation } from "@chorus/contract";
import { signIn } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSignInOutcome } from "../../../presenters/session-tokens-presenter.ts";
import { setRefreshCookie } from "./refresh-cookie.ts";

export const signInRoute = bindOperation(signInOperation, async ({ ctx, body, reply }) => {
  const outcome = await signIn(ctx, { email: body.email, password: body.password, deviceId: body.device_id });
  if (outcome.status === "signed_in") setRefreshCookie(reply, ctx.ports.settings, outcome.tokens);
  return presentSignInOutcome(outcome);
});
