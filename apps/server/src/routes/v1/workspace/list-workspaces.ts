import { listWorkspaces } from "@chorus/contract";
import { listMyWorkspaces } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const listWorkspacesRoute = bindOperation(listWorkspaces, async ({ ctx }) => ({
  workspaces: (await listMyWorkspaces(ctx)).map((m) => ({
    workspace_id: m.workspaceId,
    name: m.name,
    role: m.role,
    is_current: m.isCurrent,
  })),
}));
