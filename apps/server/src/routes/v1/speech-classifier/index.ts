import type { RouteBinding } from "../../../http/bind-operation.ts";
import { speechClassifierClassifyRoute } from "./classify.ts";

export const speechClassifierRoutes: RouteBinding[] = [speechClassifierClassifyRoute];
