import { deleteAuthConnection as deleteAuthConnectionOperation } from "@chorus/contract";
import { deleteAuthConnection } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const deleteAuthConnectionRoute = bindOperation(
  deleteAuthConnectionOperation,
  async ({ ctx, params }) => {
    await deleteAuthConnection(ctx, params.auth_connection_id);
    return {};
  },
);
