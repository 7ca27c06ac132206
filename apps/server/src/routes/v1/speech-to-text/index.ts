import type { RouteBinding } from "../../../http/bind-operation.ts";
import { speechToTextConvertRoute } from "./convert.ts";
import { speechToTextTranscriptsDeleteRoute } from "./delete-transcript.ts";
import { speechToTextTranscriptsGetRoute } from "./get-transcript.ts";
import { speechToTextListLanguagesRoute } from "./list-languages.ts";

export const speechToTextRoutes: RouteBinding[] = [
  speechToTextConvertRoute,
  speechToTextTranscriptsGetRoute,
  speechToTextTranscriptsDeleteRoute,
  speechToTextListLanguagesRoute,
];
