import { listAuthConnections as listAuthConnectionsOperation } from "@chorus/contract";
import { listAuthConnections } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentAuthConnection } from "../../../presenters/auth-connection-presenter.ts";

export const listAuthConnectionsRoute = bindOperation(listAuthConnectionsOperation, async ({ ctx }) => ({
  auth_connections: (await listAuthConnections(ctx)).map(presentAuthConnection),
}));
