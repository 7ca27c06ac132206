import { deleteApiKey } from "@chorus/contract";
import { revokeApiKey } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const deleteApiKeyRoute = bindOperation(deleteApiKey, async ({ ctx, params }) => {
  await revokeApiKey(ctx, params.key_id);
  return statusOk;
});
