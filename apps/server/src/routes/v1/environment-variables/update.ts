import { updateEnvironmentVariable as updateEnvironmentVariableOperation } from "@chorus/contract";
import { updateEnvironmentVariable } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentEnvironmentVariable } from "../../../presenters/environment-variable-presenter.ts";

export const updateEnvironmentVariableRoute = bindOperation(
  updateEnvironmentVariableOperation,
  async ({ ctx, params, body }) =>
    presentEnvironmentVariable(await updateEnvironmentVariable(ctx, params.env_var_id, body.values)),
);
