import type { RouteBinding } from "../../../http/bind-operation.ts";
import { createApiKeyRoute } from "./create-api-key.ts";
import { deleteApiKeyRoute } from "./delete-api-key.ts";
import { listApiKeyPermissionsRoute } from "./list-api-key-permissions.ts";
import { listApiKeysRoute } from "./list-api-keys.ts";
import { updateApiKeyRoute } from "./update-api-key.ts";

export const apiKeyRoutes: RouteBinding[] = [
  createApiKeyRoute,
  deleteApiKeyRoute,
  listApiKeyPermissionsRoute,
  listApiKeysRoute,
  updateApiKeyRoute,
];
