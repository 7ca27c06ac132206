import type { RouteBinding } from "../../../http/bind-operation.ts";

export const authRoutes: RouteBinding[] = [];
