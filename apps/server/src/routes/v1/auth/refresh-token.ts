import { messages, refreshToken as refreshTokenOperation } from "@chorus/contract";
import { DomainError, refreshSession } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSessionTokens } from "../../../presenters/session-tokens-presenter.ts";
import { refreshCookie, setRefreshCookie } from "./refresh-cookie.ts";

export const refreshTokenRoute = bindOperation(
  refreshTokenOperation,
  async ({ ctx, body, request, reply }) => {
    const token = body.refresh_token ?? refreshCookie(request);
    if (!token) throw new DomainError("unauthorized", messages.sessionExpired);
    const tokens = await refreshSession(ctx, token);
    setRefreshCookie(reply, ctx.ports.settings, tokens);
    return presentSessionTokens(tokens);
  },
);
