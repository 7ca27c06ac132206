import { getSecret as getSecretOperation } from "@chorus/contract";
import { getSecret } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSecret } from "../../../presenters/secret-presenter.ts";

export const getSecretRoute = bindOperation(getSecretOperation, async ({ ctx, params }) =>
  presentSecret(await getSecret(ctx, params.secret_id)),
);
