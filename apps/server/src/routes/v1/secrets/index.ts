import type { RouteBinding } from "../../../http/bind-operation.ts";
import { createSecretRoute } from "./create.ts";
import { deleteSecretRoute } from "./delete.ts";
import { secretDependenciesRoute } from "./dependencies.ts";
import { getSecretRoute } from "./get.ts";
import { listSecretsRoute } from "./list.ts";
import { updateSecretRoute } from "./update.ts";

/** The workspace's secrets for agents (`/v1/convai/secrets`): names and users, never values. */
export const secretRoutes: RouteBinding[] = [
  listSecretsRoute,
  createSecretRoute,
  getSecretRoute,
  updateSecretRoute,
  deleteSecretRoute,
  secretDependenciesRoute,
];
