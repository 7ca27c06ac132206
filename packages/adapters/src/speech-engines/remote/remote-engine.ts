import type { EngineVoice, SpeechEngine, SynthesisChunk, SynthesisInput } from "@chorus/domain";
import { proportionalWordTimings } from "../shared/proportional-word-timings.ts";
import { PcmChunker } from "./pcm-chunker.ts";

/** OpenAI's `response_format: "pcm"` is 24 kHz, 16-bit little-endian, mono. */
export const remoteSampleRate = 24_000;

export interface RemoteEngineOptions {
  /** Server root; `/v1/audio/speech` is appended (a trailing `/v1` is accepted too). */
  baseUrl: string;
  apiKey?: string;
  /** Default "tts-1". */
  model?: string;
  /** Voice names the server knows; when given, other names are refused before any request. */
  voices?: string[];
}

export interface RemoteEngine extends SpeechEngine {
  readonly name: "remote";
  listVoices(): string[];
}

/**
 * An OpenAI-compatible speech server (`POST /v1/audio/speech`), e.g. a self-hosted Kokoro or Piper bridge.
 * The body streams as audio chunks while it downloads. The protocol has no timings, so word timings are
 * estimated in proportion to word length over the audio's duration (shared/proportional-word-timings.ts)
 * and sent after the audio. Only `rate` maps (to `speed`, 0.25–4); the protocol has no pitch controls.
 */
export function createRemoteEngine(options: RemoteEngineOptions): RemoteEngine {
  const root = options.baseUrl.replace(/\/+$/, "").replace(/\/v1$/, "");
  const endpoint = `${root}/v1/audio/speech`;
  const voices = options.voices ?? [];

  return {
    name: "remote",
    sampleRate: (_voice: EngineVoice) => remoteSampleRate,
    listVoices: () => [...voices],
    close: async () => undefined,
    async *synthesize(input: SynthesisInput): AsyncGenerator<SynthesisChunk> {
      input.signal?.throwIfAborted();
      const voice = input.voice.engineVoiceId;
      if (voices.length > 0 && !voices.includes(voice)) {
        throw new Error(`Unknown remote voice "${voice}" (configured: ${voices.join(", ")})`);
      }
      if (!input.text.trim()) return;
      const rate = Number.isFinite(input.prosody.rate) && input.prosody.rate > 0 ? input.prosody.rate : 1;
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model ?? "tts-1",
            input: input.text,
            voice,
            response_format: "pcm",
            speed: Math.min(4, Math.max(0.25, rate)),
          }),
          signal: input.signal,
        });
      } catch (error) {
        if (input.signal?.aborted) throw input.signal.reason;
        throw new Error(`Remote TTS server ${endpoint} unreachable: ${(error as Error).message}`, {
          cause: error,
        });
      }
      if (!response.ok || !response.body) {
        const detail = (await response.text().catch(() => "")).trim().slice(0, 500);
        throw new Error(
          `Remote TTS server answered ${response.status} ${response.statusText}${detail ? `: ${detail}` : ""}`,
        );
      }

      const reader = response.body.getReader();
      const chunker = new PcmChunker();
      let totalSamples = 0;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const samples = chunker.push(value);
          if (samples.length === 0) continue;
          totalSamples += samples.length;
          yield { kind: "audio", samples };
        }
      } catch (error) {
        if (input.signal?.aborted) throw input.signal.reason;
        throw new Error(`Remote TTS stream failed: ${(error as Error).message}`, { cause: error });
      } finally {
        // Stops the download when the consumer leaves early (break, abort, error downstream).
        await reader.cancel().catch(() => undefined);
      }
      const words = proportionalWordTimings(input.text, (totalSamples * 1000) / remoteSampleRate);
      if (words.length > 0) yield { kind: "words", words };
    },
  };
}
