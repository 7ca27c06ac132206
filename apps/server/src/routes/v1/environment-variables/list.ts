import { listEnvironmentVariables as listEnvironmentVariablesOperation } from "@chorus/contract";
import { listEnvironmentVariables } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentEnvironmentVariable } from "../../../presenters/environment-variable-presenter.ts";

export const listEnvironmentVariablesRoute = bindOperation(
  listEnvironmentVariablesOperation,
  async ({ ctx, query }) => {
    const page = await listEnvironmentVariables(ctx, {
      ...(query.label !== undefined ? { label: query.label } : {}),
      ...(query.environment !== undefined ? { environment: query.environment } : {}),
      ...(query.type !== undefined ? { type: query.type } : {}),
      pageSize: query.page_size,
      ...(query.cursor !== undefined ? { cursor: query.cursor } : {}),
    });
    return {
      environment_variables: page.variables.map(presentEnvironmentVariable),
      ...(page.nextCursor ? { next_cursor: page.nextCursor } : {}),
      has_more: page.nextCursor !== null,
    };
  },
);
