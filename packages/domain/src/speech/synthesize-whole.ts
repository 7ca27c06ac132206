import type { EngineVoice, ProsodyControls, SpeechEngine } from "../ports/speech.ts";
import { joinSamples } from "./join-samples.ts";

/**
 * One engine's whole speech of `text` as a single block of mono 16-bit PCM: for audio that is measured
 * or encoded in one piece (voice fitting, design previews) rather than streamed.
 */
export async function synthesizeWhole(
  engine: SpeechEngine,
  voice: EngineVoice,
  prosody: ProsodyControls,
  text: string,
): Promise<{ samples: Int16Array; sampleRate: number }> {
  const parts: Int16Array[] = [];
  for await (const chunk of engine.synthesize({ text, voice, prosody }))
    if (chunk.kind === "audio") parts.push(chunk.samples);
  return { samples: joinSamples(parts), sampleRate: engine.sampleRate(voice) };
}
