import type { RouteBinding } from "../../../http/bind-operation.ts";

export const apiKeyRoutes: RouteBinding[] = [];
