import { type SpeechToSpeechModel, speechToSpeechModels, type TtsModel, ttsModels } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";

/**
 * Every text-to-speech model and every voice-changer model, under the ids ElevenLabs clients send
 * (each runs on the configured engines).
 */
export async function listAvailableModels(ctx: AuthenticatedContext): Promise<{
  textToSpeech: readonly TtsModel[];
  speechToSpeech: readonly SpeechToSpeechModel[];
}> {
  requirePermission(ctx, "models_read");
  return { textToSpeech: ttsModels, speechToSpeech: speechToSpeechModels };
}
