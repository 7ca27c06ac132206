import type { RouteBinding } from "../../../http/bind-operation.ts";
import { textToDialogueConvertRoute } from "./convert.ts";
import { textToDialogueConvertWithTimestampsRoute } from "./convert-with-timestamps.ts";
import { textToDialogueStreamRoute } from "./stream.ts";
import { textToDialogueStreamWithTimestampsRoute } from "./stream-with-timestamps.ts";

export const textToDialogueRoutes: RouteBinding[] = [
  textToDialogueConvertRoute,
  textToDialogueStreamRoute,
  textToDialogueConvertWithTimestampsRoute,
  textToDialogueStreamWithTimestampsRoute,
];
