import type { EngineVoice, SpeechEngine, SynthesisChunk, SynthesisInput } from "@chorus/domain";
import { cancellableJob } from "../shared/cancellable-job.ts";
import { WorkerPool } from "../shared/worker-pool.ts";
import { type FliteJob, FliteProcess } from "./flite-process.ts";
import { fliteSettings, fliteVoiceName, fliteVoices } from "./flite-voices.ts";

export interface FliteEngine extends SpeechEngine {
  readonly name: "flite";
  /** Starts and warms every worker process, so the first request pays no start-up. */
  warmUp(): Promise<void>;
}

/**
 * Flite (English: slt, rms, awb, kal16, kal) in a pool of child processes (default 2). Flite renders a whole
 * input in one go, so each call yields one audio chunk and then the words.
 */
export function createFliteEngine(options: { workers?: number } = {}): FliteEngine {
  const pool = new WorkerPool<FliteJob, FliteProcess>({
    size: options.workers ?? 2,
    start: () => FliteProcess.start(),
    closedMessage: "The Flite engine is closed",
  });

  return {
    name: "flite",
    // Boosting in the child process keeps ~2 ms per second of audio off the main thread.
    appliesSpeakerBoost: true,
    sampleRate: (voice: EngineVoice) => fliteVoices[fliteVoiceName(voice)].sampleRate,
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
    async *synthesize(input: SynthesisInput): AsyncGenerator<SynthesisChunk> {
      input.signal?.throwIfAborted();
      const voice = fliteVoiceName(input.voice);
      if (!input.text.trim()) return;
      yield* cancellableJob<SynthesisChunk>(input.signal, (channel, stop) =>
        pool.submit({
          request: {
            voice,
            text: input.text,
            ...fliteSettings(voice, input.prosody),
            ...(input.speakerBoost ? { speakerBoost: true } : {}),
          },
          signal: stop,
          urgent: input.urgent,
          done: ({ samples, words }) => {
            channel.push({ kind: "audio", samples });
            if (words.length > 0) channel.push({ kind: "words", words });
            channel.end();
          },
          fail: (error) => channel.fail(error),
        }),
      );
    },
  };
}
