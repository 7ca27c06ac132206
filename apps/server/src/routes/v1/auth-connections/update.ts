import { updateAuthConnection as updateAuthConnectionOperation } from "@chorus/contract";
import { updateAuthConnection, withUsage } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAuthConnection } from "../../../presenters/auth-connection-presenter.ts";

export const updateAuthConnectionRoute = bindOperation(
  updateAuthConnectionOperation,
  async ({ ctx, params, body }) =>
    presentAuthConnection(
      await withUsage(ctx, await updateAuthConnection(ctx, params.auth_connection_id, body)),
    ),
);
