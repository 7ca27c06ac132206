import type { RouteBinding } from "../../../http/bind-operation.ts";
import { forcedAlignmentCreateRoute } from "./create.ts";

export const forcedAlignmentRoutes: RouteBinding[] = [forcedAlignmentCreateRoute];
