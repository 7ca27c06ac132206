import { contentTypeForCodec } from "@chorus/contract";
import type { Ports } from "../context.ts";
import type { SoundEffectPlan } from "./prepare-sound-effect.ts";

export interface SoundEffectAudio {
  contentType: string;
  /** The recipe the prompt chose, and whether it was only the nearest one. */
  recipe: string;
  match: "keyword" | "nearest";
  /** The seed the randomness used (the request's, or the one derived from the prompt). */
  seed: number;
  /** The length of the audio, exactly its sample count over its rate. */
  durationSeconds: number;
  /** Encoded audio as the encoder produces it. */
  chunks: AsyncIterable<Uint8Array>;
}

/** Makes the planned sound effect and encodes it with the same encoders as speech. */
export async function makeSoundEffect(
  ports: Pick<Ports, "soundEffects" | "audio">,
  plan: SoundEffectPlan,
  signal?: AbortSignal,
): Promise<SoundEffectAudio> {
  const effect = await ports.soundEffects.generate(plan.request, signal);
  async function* pcm(): AsyncGenerator<Int16Array> {
    // In pieces of a second, so the encoder can start sending raw formats before it has seen the whole effect.
    for (let at = 0; at < effect.samples.length; at += effect.sampleRate) {
      yield effect.samples.subarray(at, at + effect.sampleRate);
    }
  }
  return {
    contentType: contentTypeForCodec(plan.format.codec),
    recipe: effect.recipe,
    match: effect.match,
    seed: effect.seed,
    durationSeconds: effect.samples.length / effect.sampleRate,
    // One whole file (an effect is made in an instant and played once it is there): an mp3 gets the
    // gapless header that makes it decode to exactly the requested duration.
    chunks: ports.audio.encode(
      plan.format,
      { sampleRate: effect.sampleRate, pcm: pcm(), wholeFile: true },
      signal,
    ),
  };
}
