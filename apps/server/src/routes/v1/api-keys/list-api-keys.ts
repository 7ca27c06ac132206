import { listApiKeys } from "@chorus/contract";
import { listWorkspaceApiKeys } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentApiKey } from "../../../presenters/api-key-presenter.ts";

export const listApiKeysRoute = bindOperation(listApiKeys, async ({ ctx }) => ({
  "api-keys": (await listWorkspaceApiKeys(ctx)).map(presentApiKey),
}));
