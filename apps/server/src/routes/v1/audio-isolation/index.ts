import type { RouteBinding } from "../../../http/bind-operation.ts";
import { audioIsolationConvertRoute } from "./convert.ts";
import { audioIsolationStreamRoute } from "./stream.ts";

export const audioIsolationRoutes: RouteBinding[] = [audioIsolationConvertRoute, audioIsolationStreamRoute];
