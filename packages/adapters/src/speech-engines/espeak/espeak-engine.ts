import type { EngineVoice, SpeechEngine, SynthesisChunk, SynthesisInput } from "@chorus/domain";
import { cancellableJob } from "../shared/cancellable-job.ts";
import { WorkerPool } from "../shared/worker-pool.ts";
import { toEspeakMarkup } from "./espeak-markup.ts";
import { arpabetToEspeak } from "./espeak-phonemes.ts";
import { espeakProsody } from "./espeak-prosody.ts";
import type { EspeakCatalogue } from "./espeak-protocol.ts";
import { resolveEspeakVoiceName } from "./espeak-voice-selection.ts";
import { EspeakWordTimings } from "./espeak-word-timings.ts";
import { type EspeakJob, EspeakWorkerClient } from "./espeak-worker-client.ts";

export const espeakSampleRate = 22_050;

export interface EspeakEngine extends SpeechEngine {
  readonly name: "espeak";
  /** Voices and variants of this eSpeak-NG build (an engineVoiceId is `voice.id` or `voice.id+variant`). */
  listVoices(): Promise<EspeakCatalogue>;
  /**
   * Starts and warms `workers` of the pool's workers (all by default), so the first request pays no
   * start-up; the others start when requests overlap.
   */
  warmUp(workers?: number): Promise<void>;
}

/**
 * eSpeak-NG in a pool of worker threads (default 2). Audio streams chunk by chunk (~90 ms each) as eSpeak
 * produces it, with word timings following the audio they describe.
 */
export function createEspeakEngine(options: { workers?: number } = {}): EspeakEngine {
  const pool = new WorkerPool<EspeakJob, EspeakWorkerClient>({
    size: options.workers ?? 2,
    start: () => EspeakWorkerClient.start(),
    closedMessage: "The eSpeak-NG engine is closed",
  });
  let catalogue: EspeakCatalogue | undefined;
  const loadCatalogue = async () => {
    catalogue ??= (await pool.anyReady()).catalogue;
    return catalogue;
  };

  return {
    name: "espeak",
    // Boosting in the worker thread keeps ~2 ms per second of audio off the main thread.
    appliesSpeakerBoost: true,
    // Its SSML reader takes `[[…]]` raw phonemes (pronunciation dictionary phoneme rules).
    speaksPhonemes: true,
    sampleRate: (_voice: EngineVoice) => espeakSampleRate,
    listVoices: loadCatalogue,
    warmUp: (workers) => pool.warmUp(workers),
    close: () => pool.close(),
    async *synthesize(input: SynthesisInput): AsyncGenerator<SynthesisChunk> {
      input.signal?.throwIfAborted();
      const voiceName = resolveEspeakVoiceName(input.voice, await loadCatalogue());
      input.signal?.throwIfAborted();
      if (!input.text.trim()) return;
      const { markup, sourceOffsets, phonemeRegions } = toEspeakMarkup(
        input.text,
        (input.phonemes ?? []).map((word) => ({ ...word, phonemes: arpabetToEspeak(word.arpabet) })),
      );
      const timings = new EspeakWordTimings(input.text, sourceOffsets, phonemeRegions);
      yield* cancellableJob<SynthesisChunk>(input.signal, (channel, stop) =>
        pool.submit({
          request: {
            voiceName,
            markup,
            ...espeakProsody(input.prosody),
            ...(input.speakerBoost ? { speakerBoost: true } : {}),
          },
          signal: stop,
          urgent: input.urgent,
          chunk: (samples, events) => {
            if (samples.length > 0) channel.push({ kind: "audio", samples });
            const words = timings.add(events);
            if (words.length > 0) channel.push({ kind: "words", words });
          },
          done: (totalSamples) => {
            const words = timings.finish((totalSamples * 1000) / espeakSampleRate);
            if (words.length > 0) channel.push({ kind: "words", words });
            channel.end();
          },
          fail: (error) => channel.fail(error),
        }),
      );
    },
  };
}
