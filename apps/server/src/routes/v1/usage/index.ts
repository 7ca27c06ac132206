import type { RouteBinding } from "../../../http/bind-operation.ts";
import { getUsageRoute } from "./get-usage.ts";

export const usageRoutes: RouteBinding[] = [getUsageRoute];
