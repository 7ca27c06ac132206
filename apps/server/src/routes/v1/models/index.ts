import type { RouteBinding } from "../../../http/bind-operation.ts";
import { listModelsRoute } from "./list-models.ts";

export const modelRoutes: RouteBinding[] = [listModelsRoute];
