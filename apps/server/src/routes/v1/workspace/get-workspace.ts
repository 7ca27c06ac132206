import { getWorkspace } from "@chorus/contract";
import { getWorkspaceOverview } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentWorkspace } from "../../../presenters/workspace-presenter.ts";

export const getWorkspaceRoute = bindOperation(getWorkspace, async ({ ctx }) =>
  presentWorkspace(await getWorkspaceOverview(ctx)),
);
