import { getSecretDependencies as getSecretDependenciesOperation } from "@chorus/contract";
import { listSecretDependencies } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSecretDependent } from "../../../presenters/secret-presenter.ts";

export const secretDependenciesRoute = bindOperation(
  getSecretDependenciesOperation,
  async ({ ctx, params, query }) => {
    const page = await listSecretDependencies(ctx, params.secret_id, params.resource_type, {
      pageSize: query.page_size,
      ...(query.cursor !== undefined ? { cursor: query.cursor } : {}),
    });
    return {
      dependencies: page.dependents.map(presentSecretDependent),
      ...(page.nextCursor ? { next_cursor: page.nextCursor } : {}),
    };
  },
);
