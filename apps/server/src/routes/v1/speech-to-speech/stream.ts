import { speechToSpeechStream } from "@chorus/contract";
import { bindOperation } from "../../../http/bind-operation.ts";
import { respondWithChangedVoice, voiceChangeChecks } from "./respond-with-changed-voice.ts";

export const speechToSpeechStreamRoute = bindOperation(
  speechToSpeechStream,
  respondWithChangedVoice,
  voiceChangeChecks,
);
