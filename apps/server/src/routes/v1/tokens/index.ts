import type { RouteBinding } from "../../../http/bind-operation.ts";
import { createSingleUseTokenRoute } from "./create-single-use-token.ts";

export const tokenRoutes: RouteBinding[] = [createSingleUseTokenRoute];
