import { speechToSpeechConvert } from "@chorus/contract";
import { bindOperation } from "../../../http/bind-operation.ts";
import { respondWithChangedVoice, voiceChangeChecks } from "./respond-with-changed-voice.ts";

export const speechToSpeechConvertRoute = bindOperation(
  speechToSpeechConvert,
  respondWithChangedVoice,
  voiceChangeChecks,
);
