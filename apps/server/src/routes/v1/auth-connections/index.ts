import type { RouteBinding } from "../../../http/bind-operation.ts";
import { createAuthConnectionRoute } from "./create.ts";
import { deleteAuthConnectionRoute } from "./delete.ts";
import { listAuthConnectionsRoute } from "./list.ts";
import { updateAuthConnectionRoute } from "./update.ts";

/** The workspace's auth connections (`/v1/workspace/auth-connections`): settings and users, never credentials. */
export const authConnectionRoutes: RouteBinding[] = [
  listAuthConnectionsRoute,
  createAuthConnectionRoute,
  updateAuthConnectionRoute,
  deleteAuthConnectionRoute,
];
