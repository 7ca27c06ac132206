import type { RouteBinding } from "../../../http/bind-operation.ts";
import { getVoiceRoute } from "./get-voice.ts";
import { getVoicePreviewRoute } from "./get-voice-preview.ts";
import { getVoicesRoute } from "./get-voices.ts";
import {
  createInstantVoiceRoute,
  deleteVoiceRoute,
  deleteVoiceSampleRoute,
  editVoiceRoute,
  getVoiceSampleAudioRoute,
} from "./manage-custom-voices.ts";
import { professionalVoiceRoutes } from "./pvc/index.ts";
import { searchVoicesRoute } from "./search-voices.ts";
import { getVoiceCaptchaRoute, setVoiceSafetyControlRoute, verifyVoiceCaptchaRoute } from "./voice-safety.ts";
import {
  getDefaultVoiceSettingsRoute,
  getVoiceSettingsRoute,
  updateVoiceSettingsRoute,
} from "./voice-settings.ts";

export const voiceRoutes: RouteBinding[] = [
  getVoicesRoute,
  searchVoicesRoute,
  getVoiceRoute,
  getVoicePreviewRoute,
  getDefaultVoiceSettingsRoute,
  getVoiceSettingsRoute,
  updateVoiceSettingsRoute,
  createInstantVoiceRoute,
  editVoiceRoute,
  deleteVoiceRoute,
  getVoiceSampleAudioRoute,
  deleteVoiceSampleRoute,
  getVoiceCaptchaRoute,
  verifyVoiceCaptchaRoute,
  setVoiceSafetyControlRoute,
  ...professionalVoiceRoutes,
];
