import type { OutputFormatSpec } from "@chorus/contract";
import type { WatermarkPlacement } from "./audio-watermark.ts";

/** The engines Chorus can drive. */
export type EngineName = "espeak" | "flite" | "remote";

/** A voice as an engine knows it. */
export interface EngineVoice {
  engine: EngineName;
  /**
   * espeak: `language[+variant]` as eSpeak-NG names it (`en-us+f3`, `de`, `fr+m2`);
   * flite: one of `slt`, `rms`, `awb`, `kal16`, `kal`;
   * remote: the voice name the remote server knows.
   */
  engineVoiceId: string;
  /** The language the text is in (BCP-47 or eSpeak-NG code); engines that are monolingual ignore it. */
  language?: string;
}

/**
 * Prosody the engine applies natively. Every value is relative to the voice's own defaults, so
 * `{ rate: 1, pitch: 1, pitchRange: 0.5 }` is the voice as it ships.
 */
export interface ProsodyControls {
  /** Speaking-rate multiplier: 1 = normal; `speed` 0.7–1.2 maps here, duration scales by 1/rate. */
  rate: number;
  /** Pitch multiplier relative to the voice's base pitch (1 = unchanged). */
  pitch: number;
  /** Intonation range: 0 = monotone, 0.5 = the voice's normal, 1 = the liveliest. Low `stability` raises it. */
  pitchRange: number;
}

export interface SynthesisInput {
  /** Plain text to speak (one sentence or a short run of them). The engine escapes any markup. */
  text: string;
  voice: EngineVoice;
  prosody: ProsodyControls;
  signal?: AbortSignal;
  /**
   * The first audio of a request, which a listener is waiting on: an engine with a queue serves it before
   * queued inputs that are not urgent (other requests' later sentences).
   */
  urgent?: boolean;
  /**
   * Apply `use_speaker_boost` to this input's whole audio inside the engine (off the main thread). Only
   * sent to engines whose `appliesSpeakerBoost` is true; their audio then arrives boosted, in one chunk.
   */
  speakerBoost?: boolean;
  /**
   * Words of `text` to speak with these phonemes (ARPAbet, stress digits on vowels) instead of the
   * engine's own reading: pronunciation dictionary phoneme rules. Only sent to engines whose
   * `speaksPhonemes` is true.
   */
  phonemes?: readonly { charStart: number; charEnd: number; arpabet: readonly string[] }[];
}

/** Where one word of the input sits in the audio. Offsets index `SynthesisInput.text` (end exclusive). */
export interface WordTiming {
  charStart: number;
  charEnd: number;
  startMs: number;
  endMs: number;
}

export type SynthesisChunk =
  /** Mono signed 16-bit PCM at the engine's `sampleRate(voice)`. */
  | { kind: "audio"; samples: Int16Array }
  /** Timings of words whose audio has been (or is being) emitted. Times count from the start of this input's audio. */
  | { kind: "words"; words: WordTiming[] };

export interface SpeechEngine {
  readonly name: EngineName;
  /** True when the engine honours `SynthesisInput.speakerBoost` (the same boost as `AudioProcessing`). */
  readonly appliesSpeakerBoost?: boolean;
  /** True when the engine honours `SynthesisInput.phonemes` (others get phoneme rules respelled as text). */
  readonly speaksPhonemes?: boolean;
  /** Sample rate of the PCM produced for this voice. */
  sampleRate(voice: EngineVoice): number;
  /** Streams PCM and word timings for one input. Identical inputs give identical samples. */
  synthesize(input: SynthesisInput): AsyncIterable<SynthesisChunk>;
  /** Releases workers and processes. */
  close(): Promise<void>;
}

/** The engines configured in this deployment. */
export interface SpeechEngines {
  get(name: EngineName): SpeechEngine | undefined;
  close(): Promise<void>;
}

/** Turns mono 16-bit PCM into an output format, streaming: bytes come out while PCM still goes in. */
export interface AudioEncoding {
  encode(
    format: OutputFormatSpec,
    input: {
      sampleRate: number;
      pcm: AsyncIterable<Int16Array>;
      /**
       * The inaudible mark the audio gets before encoding (ports/audio-watermark.ts): the generation's
       * 32-bit id; omitted, 0 (generated audio without a history item); `false` leaves the audio as it is
       * (audio that is not generated here, or already marked, e.g. a stored generation re-encoded); a
       * placement continues a mark across separately encoded pieces.
       */
      watermark?: number | false | WatermarkPlacement;
      /**
       * The bytes make one whole file, not a stream played as it arrives: an mp3 then starts with a gapless
       * header (LAME's delay and padding), so it decodes to exactly its samples, and all its bytes come at
       * the end. Omitted, a plain stream, any prefix of which plays.
       */
      wholeFile?: boolean;
    },
    signal?: AbortSignal,
  ): AsyncIterable<Uint8Array>;
}

/** Turns stored audio back into PCM, e.g. so a history download can be re-encoded in another format. */
export interface AudioDecoding {
  /** Mono 16-bit PCM at `format.sampleRate`, from audio encoded in `format`. */
  decode(audio: Uint8Array, format: OutputFormatSpec): Promise<Int16Array>;
  /**
   * Decodes an uploaded audio or video file (any container ffmpeg reads) to mono 16-bit PCM at
   * `sampleRate`, for voice cloning. `denoise` runs a background-noise reduction first. Resolves
   * `null` when the file holds no decodable audio (the caller reports "could not determine duration").
   */
  decodeFile(
    file: Uint8Array,
    options: { sampleRate: number; denoise?: boolean },
  ): Promise<DecodedAudioFile | null>;
  /**
   * `decodeFile` for a file read as a stream (a long upload, a stored sample), never held whole in
   * memory. With `measureLevels`, also the file's levels at its own rate (professional cloning reports
   * them against the recommended range).
   */
  decodeStream(
    file: AsyncIterable<Uint8Array>,
    options: {
      sampleRate: number;
      denoise?: boolean;
      measureLevels?: boolean;
      /** Voice isolation's stronger noise suppression (audio isolation). */
      isolateVoice?: boolean;
      /** The file is raw 16 kHz mono s16le without a header. */
      rawPcm16k?: boolean;
      /**
       * Decode no more than about this many seconds: a longer file comes back a little longer than
       * this (so the caller can tell and refuse it) instead of hours of samples held in memory.
       */
      maxSeconds?: number;
    },
  ): Promise<(DecodedAudioFile & { levels?: AudioLevels }) | null>;
}

export interface DecodedAudioFile {
  samples: Int16Array;
  sampleRate: number;
  durationSeconds: number;
}

/** Levels of a recording in dBFS: overall RMS (pauses included) and true peak (4× oversampled). */
export interface AudioLevels {
  rmsDbfs: number;
  truePeakDbfs: number;
}

/** Signal processing the pipeline applies between engine and encoder. */
export interface AudioProcessing {
  /** `use_speaker_boost`: gain and gentle compression toward a steady loudness. Deterministic. */
  speakerBoost(samples: Int16Array, sampleRate: number): Int16Array;
  /** Plays `samples` `factor` times faster at the same pitch (duration / factor); speech-aware (Sonic). */
  changeSpeed(samples: Int16Array, sampleRate: number, factor: number): Promise<Int16Array>;
  /**
   * Moves a voice's pitch by `pitch` and its formants (the timbre) by `formant`, keeping the duration
   * (the voice changer's conversion when the words cannot be recognised).
   */
  shiftVoice(
    samples: Int16Array,
    sampleRate: number,
    shift: { pitch: number; formant: number },
  ): Promise<Int16Array>;
}

/**
 * An engine has no voice (or voice variant) by the id a voice names: a stored voice made on another
 * build, or a language the engine does not speak. Verbs turn it into the spec's error for the product.
 */
export class UnknownEngineVoiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnknownEngineVoiceError";
  }
}
