import { getConversationWebrtcToken } from "@chorus/contract";
import { requestWebrtcToken } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const getWebrtcTokenRoute = bindOperation(getConversationWebrtcToken, async ({ ctx }) =>
  requestWebrtcToken(ctx),
);
