import { speechToSpeechConvert } from "@chorus/contract";
import { operationPath } from "../../../lib/api/call-operation.ts";
import { type FormAudioOptions, postFormForAudio } from "../../../lib/api/form-audio.ts";

export interface VoiceChangeRequest {
  recording: File;
  voiceId: string;
  modelId: string;
  removeBackgroundNoise: boolean;
}

export interface VoiceChangeResult {
  audio: Blob;
  /** `resynthesis` (words re-spoken) or `pitch_shift` (the language was not recognised). */
  conversion: string | null;
  creditCost: number | null;
  historyItemId: string | null;
}

/** POST /v1/speech-to-speech/{voice_id} as MP3 44.1 kHz 128 kbps. */
export async function changeVoice(
  request: VoiceChangeRequest,
  options: Omit<FormAudioOptions, "query"> = {},
): Promise<VoiceChangeResult> {
  const form = new FormData();
  form.append("audio", request.recording, request.recording.name);
  form.append("model_id", request.modelId);
  form.append("remove_background_noise", String(request.removeBackgroundNoise));
  const answer = await postFormForAudio(
    operationPath(speechToSpeechConvert, { voice_id: request.voiceId }),
    form,
    { ...options, query: { output_format: "mp3_44100_128" } },
  );
  const cost = answer.header("character-cost");
  return {
    audio: answer.audio,
    conversion: answer.header("x-chorus-voice-conversion"),
    creditCost: cost === null ? null : Number(cost),
    historyItemId: answer.header("history-item-id"),
  };
}
