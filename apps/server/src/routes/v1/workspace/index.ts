import type { RouteBinding } from "../../../http/bind-operation.ts";

export const workspaceRoutes: RouteBinding[] = [];
