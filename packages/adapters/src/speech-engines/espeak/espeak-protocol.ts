// Messages between the eSpeak engine (main thread) and its worker threads.

/** What the worker is given at start: a shared cell the main thread writes a job id into to cancel that job. */
export interface EspeakWorkerData {
  cancelCell: SharedArrayBuffer;
}

/** An eSpeak-NG voice as `list_voices()` reports it, with the name `set_voice` accepts. */
export interface EspeakVoice {
  /** What to put before `+variant` in an engineVoiceId: the lower-cased file name, e.g. `en-us`, `fr`, `en-gb-x-rp`. */
  id: string;
  /** eSpeak-NG's display name, e.g. `English (America)`. */
  name: string;
  /** eSpeak-NG's identifier (its path under voices/), e.g. `gmw/en-US`. */
  identifier: string;
  /** Language codes the voice claims, most preferred first, e.g. `["en-us", "en"]`. */
  languages: string[];
}

export interface EspeakCatalogue {
  voices: EspeakVoice[];
  /** Variant names usable after `+` (e.g. `f3`, `m2`, `klatt4`, `whisper`). */
  variants: string[];
}

export interface EspeakSynthesisRequest {
  /** `language[+variant]` exactly as `set_voice` takes it. */
  voiceName: string;
  /** Words per minute (80–450). */
  rate: number;
  /** eSpeak pitch 0–100 (50 = the voice's own). */
  pitch: number;
  /** eSpeak intonation range 0–100 (50 = the voice's own). */
  range: number;
  /** Markup-escaped text (see espeak-markup.ts). */
  markup: string;
  /** Apply speaker boost to the whole audio in the worker; the audio then comes in one chunk at the end. */
  speakerBoost?: boolean;
}

/** A word event: 1-based code-point position in the markup, its length in code points, and its start in ms. */
export interface EspeakWordEvent {
  textPosition: number;
  length: number;
  audioMs: number;
}

export type ToEspeakWorker = { type: "synthesize"; jobId: number; request: EspeakSynthesisRequest };

export type FromEspeakWorker =
  | { type: "ready"; catalogue: EspeakCatalogue }
  | { type: "chunk"; jobId: number; samples: Int16Array; words: EspeakWordEvent[] }
  | { type: "done"; jobId: number; totalSamples: number; cancelled: boolean }
  | { type: "failed"; jobId: number; message: string };
