import { updateWorkspace } from "@chorus/contract";
import { changeWorkspaceSettings } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentWorkspace } from "../../../presenters/workspace-presenter.ts";

export const updateWorkspaceRoute = bindOperation(updateWorkspace, async ({ ctx, body }) =>
  presentWorkspace(
    await changeWorkspaceSettings(ctx, {
      name: body.name,
      trainingOptOut: body.training_opt_out,
      sessionInactivityTimeoutSeconds: body.session_inactivity_timeout,
      allowPasswordSignIn: body.allow_password_sign_in,
    }),
  ),
);
