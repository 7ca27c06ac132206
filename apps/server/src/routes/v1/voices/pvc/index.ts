import type { RouteBinding } from "../../../../http/bind-operation.ts";
import { createPvcVoiceRoute, trainPvcVoiceRoute, updatePvcVoiceRoute } from "./manage-pvc-voices.ts";
import {
  addPvcSamplesRoute,
  deletePvcSampleRoute,
  getPvcSampleAudioRoute,
  getPvcSampleWaveformRoute,
  updatePvcSampleRoute,
} from "./pvc-samples.ts";
import {
  getPvcSampleSpeakersRoute,
  getPvcSpeakerAudioRoute,
  separatePvcSampleSpeakersRoute,
} from "./pvc-speakers.ts";
import {
  getPvcCaptchaRoute,
  requestPvcManualVerificationRoute,
  verifyPvcCaptchaRoute,
} from "./pvc-verification.ts";

export const professionalVoiceRoutes: RouteBinding[] = [
  createPvcVoiceRoute,
  updatePvcVoiceRoute,
  trainPvcVoiceRoute,
  addPvcSamplesRoute,
  updatePvcSampleRoute,
  deletePvcSampleRoute,
  getPvcSampleAudioRoute,
  getPvcSampleWaveformRoute,
  separatePvcSampleSpeakersRoute,
  getPvcSampleSpeakersRoute,
  getPvcSpeakerAudioRoute,
  getPvcCaptchaRoute,
  verifyPvcCaptchaRoute,
  requestPvcManualVerificationRoute,
];
