import { getEnvironmentVariable as getEnvironmentVariableOperation } from "@chorus/contract";
import { getEnvironmentVariable } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentEnvironmentVariable } from "../../../presenters/environment-variable-presenter.ts";

export const getEnvironmentVariableRoute = bindOperation(
  getEnvironmentVariableOperation,
  async ({ ctx, params }) => presentEnvironmentVariable(await getEnvironmentVariable(ctx, params.env_var_id)),
);
