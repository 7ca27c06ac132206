import { audioIsolationConvert } from "@chorus/contract";
import { type FormAudioOptions, postFormForAudio } from "../../../lib/api/form-audio.ts";

export interface IsolationResult {
  audio: Blob;
}

/** POST /v1/audio-isolation: the voice without its background, as MP3 44.1 kHz 128 kbps. */
export async function isolateVoice(
  recording: File,
  options: Omit<FormAudioOptions, "query"> = {},
): Promise<IsolationResult> {
  const form = new FormData();
  form.append("audio", recording, recording.name);
  const answer = await postFormForAudio(audioIsolationConvert.path, form, options);
  return { audio: answer.audio };
}
