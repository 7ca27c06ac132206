import { findTranscriptionLanguage } from "@chorus/contract";
import type { Ports } from "../context.ts";
import { assembleWords, transcriptText } from "./assemble-words.ts";
import { speakerAssigner } from "./assign-speakers.ts";
import { selectHeardWords, withDetectedEvents } from "./audio-events.ts";
import { chooseTranscriptionEngine } from "./choose-engine.ts";
import { exportTranscript } from "./formats/export-transcript.ts";
import type { RecognitionOptions, Transcript } from "./transcript.ts";

/** Mono 16-bit PCM, as decoded for recognition. */
export interface RecognitionAudio {
  samples: Int16Array;
  sampleRate: number;
}

/**
 * The recognition half of a transcription, shared by the synchronous request and the background
 * job: the engine for the language hears the audio, diarization splits it into speakers when asked,
 * and the words (with spacings) and the exports asked for are assembled.
 */
export async function recogniseTranscript(
  ports: Pick<Ports, "transcription" | "speakerAnalyzer" | "transcriptDocuments" | "audioEvents">,
  audio: RecognitionAudio,
  options: RecognitionOptions,
  meta: { transcriptionId: string; signal?: AbortSignal },
): Promise<Transcript> {
  const { engine, language } = chooseTranscriptionEngine(ports, options.languageCode);
  const duration = audio.samples.length / audio.sampleRate;
  const heard = await engine.transcribe(audio, { language: language?.iso1, signal: meta.signal });
  const speakers = options.diarize
    ? await ports.speakerAnalyzer.separate(
        audio.samples,
        audio.sampleRate,
        options.numSpeakers ? { maxSpeakers: options.numSpeakers } : {},
      )
    : undefined;
  // Decoders count whole frames past the last sample; no time may pass the end of the audio.
  const selected = selectHeardWords(heard.words, options);
  const tagged =
    options.tagAudioEvents && !options.noVerbatim
      ? withDetectedEvents(selected, await ports.audioEvents.detect(audio.samples, audio.sampleRate))
      : selected;
  const clamped = tagged.map((word) => ({
    ...word,
    start: Math.min(word.start, duration),
    end: Math.min(word.end, duration),
  }));
  const words = assembleWords(clamped, options.granularity, speakers ? speakerAssigner(speakers) : undefined);
  const spoken = findTranscriptionLanguage(heard.language);
  return {
    transcriptionId: meta.transcriptionId,
    languageCode: spoken?.iso3 ?? heard.language,
    languageProbability: heard.languageProbability,
    text: transcriptText(words),
    words,
    additionalFormats: await exportTranscript(words, options.additionalFormats, ports.transcriptDocuments),
    audioDurationSeconds: Math.round(duration * 1000) / 1000,
  };
}
