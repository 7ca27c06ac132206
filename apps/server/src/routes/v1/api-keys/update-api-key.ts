import { updateApiKey } from "@chorus/contract";
import { changeApiKey } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const updateApiKeyRoute = bindOperation(updateApiKey, async ({ ctx, params, body }) => {
  await changeApiKey(ctx, params.key_id, {
    name: body.name,
    isEnabled: body.is_enabled,
    permissions: body.permissions,
    characterLimit: body.character_limit,
  });
  return statusOk;
});
