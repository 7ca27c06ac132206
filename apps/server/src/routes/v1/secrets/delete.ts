import { deleteSecret as deleteSecretOperation } from "@chorus/contract";
import { deleteSecret } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteSecretRoute = bindOperation(deleteSecretOperation, async ({ ctx, params }) => {
  await deleteSecret(ctx, params.secret_id);
  return {};
});
