import { createEnvironmentVariable as createEnvironmentVariableOperation } from "@chorus/contract";
import { createEnvironmentVariable } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentEnvironmentVariable } from "../../../presenters/environment-variable-presenter.ts";

export const createEnvironmentVariableRoute = bindOperation(
  createEnvironmentVariableOperation,
  async ({ ctx, body }) =>
    presentEnvironmentVariable(
      await createEnvironmentVariable(ctx, { type: body.type, label: body.label, values: body.values }),
    ),
);
