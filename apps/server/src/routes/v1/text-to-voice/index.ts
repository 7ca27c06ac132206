import type { RouteBinding } from "../../../http/bind-operation.ts";
import { createVoiceFromPreviewRoute } from "./create-voice-from-preview.ts";
import { createVoicePreviewsRoute, designVoiceRoute } from "./design-voice.ts";
import { remixVoiceRoute } from "./remix-voice.ts";
import { streamVoicePreviewRoute } from "./stream-voice-preview.ts";

export const textToVoiceRoutes: RouteBinding[] = [
  designVoiceRoute,
  createVoicePreviewsRoute,
  remixVoiceRoute,
  createVoiceFromPreviewRoute,
  streamVoicePreviewRoute,
];
