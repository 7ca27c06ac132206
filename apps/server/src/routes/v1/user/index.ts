import type { RouteBinding } from "../../../http/bind-operation.ts";
import { getUserSubscriptionRoute } from "./get-subscription.ts";
import { getUserRoute } from "./get-user.ts";

export const userRoutes: RouteBinding[] = [getUserRoute, getUserSubscriptionRoute];
