import type { RouteBinding } from "../../../http/bind-operation.ts";
import { speechToTextConvertRoute } from "./convert.ts";

export const speechToTextRoutes: RouteBinding[] = [speechToTextConvertRoute];
