import { createAuthConnection as createAuthConnectionOperation } from "@chorus/contract";
import { createAuthConnection, withUsage } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAuthConnection } from "../../../presenters/auth-connection-presenter.ts";

export const createAuthConnectionRoute = bindOperation(createAuthConnectionOperation, async ({ ctx, body }) =>
  presentAuthConnection(await withUsage(ctx, await createAuthConnection(ctx, body))),
);
