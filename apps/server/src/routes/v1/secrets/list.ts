import { listSecrets as listSecretsOperation } from "@chorus/contract";
import { listSecrets } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";
import { presentSecret } from "../../../presenters/secret-presenter.ts";

export const listSecretsRoute = bindOperation(listSecretsOperation, async ({ ctx, query }) => {
  const page = await listSecrets(ctx, {
    ...(query.page_size !== undefined ? { pageSize: query.page_size } : {}),
    dependencyLimit: query.dependency_limit,
    ...(query.search !== undefined ? { search: query.search } : {}),
    ...(query.cursor !== undefined ? { cursor: query.cursor } : {}),
  });
  return {
    secrets: page.secrets.map(presentSecret),
    ...(page.nextCursor ? { next_cursor: page.nextCursor } : {}),
  };
});
