import { findTranscriptionLanguage } from "@chorus/contract";
import type { EngineTranscript, TranscriptionEngine } from "@chorus/domain";
import { pcm16LittleEndian } from "../audio/pcm-bytes.ts";
import { wavHeader } from "../audio/wav-writer.ts";

export interface RemoteTranscriptionOptions {
  /** Server root; the client posts to `{baseUrl}/v1/audio/transcriptions`. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** ISO 639-1 codes the server transcribes; empty means every language. */
  languages: readonly string[];
}

interface VerboseTranscription {
  language?: string;
  words?: { word: string; start: number; end: number; probability?: number }[];
  segments?: { start: number; end: number; avg_logprob?: number }[];
}

/** A segment's mean log probability as a confidence for the words inside it (Whisper times words, not their probability). */
const confidenceAt = (segments: VerboseTranscription["segments"], time: number) => {
  const segment = segments?.find((s) => time >= s.start && time <= s.end);
  return segment?.avg_logprob !== undefined ? Math.min(1, Math.exp(segment.avg_logprob)) : 1;
};

/**
 * A remote engine speaking OpenAI's `POST /v1/audio/transcriptions` (Whisper servers such as
 * faster-whisper-server, speaches, LocalAI): the audio goes as 16 kHz WAV, the answer is
 * `verbose_json` with word timestamps. It detects the language when none is asked.
 */
export function remoteTranscription(options: RemoteTranscriptionOptions): TranscriptionEngine {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/v1/audio/transcriptions`;
  return {
    name: "remote",
    identifiesLanguage: true,
    handles: (language) =>
      language === undefined || options.languages.length === 0 || options.languages.includes(language),
    async transcribe(audio, { language, signal }): Promise<EngineTranscript> {
      const pcm = pcm16LittleEndian(audio.samples);
      const wav = new Uint8Array(44 + pcm.byteLength);
      wav.set(wavHeader(audio.sampleRate, pcm.byteLength));
      wav.set(pcm, 44);
      const form = new FormData();
      form.append("model", options.model);
      form.append("file", new Blob([wav], { type: "audio/wav" }), "audio.wav");
      if (language) form.append("language", language);
      form.append("response_format", "verbose_json");
      form.append("timestamp_granularities[]", "word");
      form.append("timestamp_granularities[]", "segment");
      const response = await fetch(endpoint, {
        method: "POST",
        body: form,
        headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        signal,
      });
      if (!response.ok)
        throw new Error(
          `remote transcription answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
      const body = (await response.json()) as VerboseTranscription;
      const detected = body.language ? findTranscriptionLanguage(body.language)?.iso1 : undefined;
      return {
        language: language ?? detected ?? body.language ?? "und",
        languageProbability: language ? 1 : detected ? 0.9 : 0,
        words: (body.words ?? []).map((word) => ({
          text: word.word.trim(),
          start: word.start,
          end: word.end,
          confidence: word.probability ?? confidenceAt(body.segments, (word.start + word.end) / 2),
        })),
      };
    },
  };
}
