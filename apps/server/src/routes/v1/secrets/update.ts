import { updateSecret as updateSecretOperation } from "@chorus/contract";
import { updateSecret } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentStoredSecret } from "../../../presenters/secret-presenter.ts";

export const updateSecretRoute = bindOperation(updateSecretOperation, async ({ ctx, params, body }) =>
  presentStoredSecret(
    await updateSecret(ctx, params.secret_id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.value !== undefined ? { value: body.value } : {}),
    }),
  ),
);
