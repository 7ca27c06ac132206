import { createSingleUseToken } from "@chorus/contract";
import { issueSingleUseToken } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const createSingleUseTokenRoute = bindOperation(createSingleUseToken, async ({ ctx, params }) => ({
  token: await issueSingleUseToken(ctx, params.token_type),
}));
