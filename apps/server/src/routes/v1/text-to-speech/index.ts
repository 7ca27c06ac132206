import type { RouteBinding } from "../../../http/bind-operation.ts";
import { textToSpeechConvertRoute } from "./convert.ts";
import { textToSpeechConvertWithTimestampsRoute } from "./convert-with-timestamps.ts";
import { textToSpeechStreamRoute } from "./stream.ts";
import { textToSpeechStreamWithTimestampsRoute } from "./stream-with-timestamps.ts";

export const textToSpeechRoutes: RouteBinding[] = [
  textToSpeechConvertRoute,
  textToSpeechStreamRoute,
  textToSpeechConvertWithTimestampsRoute,
  textToSpeechStreamWithTimestampsRoute,
];
