import type { RouteBinding } from "../../../http/bind-operation.ts";
import { speechToSpeechConvertRoute } from "./convert.ts";
import { speechToSpeechStreamRoute } from "./stream.ts";

export const speechToSpeechRoutes: RouteBinding[] = [speechToSpeechConvertRoute, speechToSpeechStreamRoute];
