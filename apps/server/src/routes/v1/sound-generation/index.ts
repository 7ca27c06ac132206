import type { RouteBinding } from "../../../http/bind-operation.ts";
import { textToSoundEffectsConvertRoute } from "./convert.ts";

export const soundGenerationRoutes: RouteBinding[] = [textToSoundEffectsConvertRoute];
