import { switchWorkspace } from "@chorus/contract";
import { switchSessionWorkspace } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentWorkspaceSwitched } from "../../../presenters/workspace-presenter.ts";

export const switchWorkspaceRoute = bindOperation(switchWorkspace, async ({ ctx, body }) => {
  const { workspaceId } = await switchSessionWorkspace(ctx, body.workspace_id);
  return presentWorkspaceSwitched(workspaceId);
});
