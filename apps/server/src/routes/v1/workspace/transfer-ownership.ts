import { transferWorkspaceOwnership } from "@chorus/contract";
import { transferOwnership } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { statusOk } from "../../../presenters/workspace-presenter.ts";

export const transferWorkspaceOwnershipRoute = bindOperation(
  transferWorkspaceOwnership,
  async ({ ctx, body }) => {
    await transferOwnership(ctx, body.email);
    return statusOk;
  },
);
