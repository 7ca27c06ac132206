import type { RouteBinding } from "../../../http/bind-operation.ts";
import { getVoiceRoute } from "./get-voice.ts";
import { getVoicesRoute } from "./get-voices.ts";
import { searchVoicesRoute } from "./search-voices.ts";
import {
  getDefaultVoiceSettingsRoute,
  getVoiceSettingsRoute,
  updateVoiceSettingsRoute,
} from "./voice-settings.ts";

export const voiceRoutes: RouteBinding[] = [
  getVoicesRoute,
  searchVoicesRoute,
  getVoiceRoute,
  getDefaultVoiceSettingsRoute,
  getVoiceSettingsRoute,
  updateVoiceSettingsRoute,
];
