import { createSecret as createSecretOperation } from "@chorus/contract";
import { createSecret } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentStoredSecret } from "../../../presenters/secret-presenter.ts";

export const createSecretRoute = bindOperation(createSecretOperation, async ({ ctx, body }) =>
  presentStoredSecret(await createSecret(ctx, { name: body.name, value: body.value })),
);
