import type { LiveAudioStream } from "../../ports/live-audio.ts";
import type { StreamingRecognition } from "../../ports/transcription.ts";
import type { EngineChoice } from "../../speech-to-text/choose-engine.ts";
import { recognizeSegment } from "../../speech-to-text/realtime/recognize-segment.ts";
import { UncommittedAudio } from "../../speech-to-text/realtime/uncommitted-audio.ts";
import { raceLiveDecoder } from "./race-live-decoder.ts";

/** How long the caller may pause before their turn ends, by the agent's `turn_eagerness`. */
const endOfTurnSilence = { eager: 0.35, normal: 0.5, patient: 0.9 } as const;
/** More pause allowed when the words so far trail off ("and…", "um…"): the caller is not done. */
const trailingSilence = 1.2;
/** Speech this long over the agent's voice is the caller taking the turn (barge-in). */
const bargeInSeconds = { eager: 0.1, normal: 0.15, patient: 0.3 } as const;
/** New speech after which a tentative transcript is decoded again (without a live decoder). */
const tentativeEverySeconds = 1;
/** A pause this long starts recognising the words so far, ahead of the turn's end. */
const speculateAfterSilence = 0.2;
/** Silence kept ahead of speech (recognizers want a little lead-in). */
const leadInSeconds = 0.3;
/** The longest turn: at this length it ends whatever the pauses (bounds memory and recognition). */
const longestTurnSeconds = 30;

/** Words after which a speaker usually goes on. */
const trailingWords = new Set([
  "and",
  "but",
  "so",
  "or",
  "because",
  "um",
  "uh",
  "then",
  "like",
  "the",
  "a",
  "to",
]);
/** Short acknowledgements that are not a turn of their own. */
const backchannels = new Set([
  "mm hmm",
  "mhm",
  "uh huh",
  "yeah",
  "yes",
  "okay",
  "ok",
  "right",
  "sure",
  "i see",
  "mm",
  "hmm",
]);

export const isBackchannel = (text: string) =>
  backchannels.has(
    text
      .toLowerCase()
      .replace(/[^a-z ]/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );

export const trailsOff = (text: string) =>
  trailingWords.has(text.toLowerCase().trim().split(/\s+/).at(-1) ?? "");

export interface UserSpeechEvents {
  /** The caller has been speaking long enough to take the turn (the session may interrupt the agent). */
  speechStarted(): void;
  tentative(text: string): void;
  /** A whole turn: its words and when its speech ended (`now()`'s time). */
  turn(text: string, speechEndedAt: number, seconds: number): void;
  /** Audio went in (for the call's recording). */
  audio(samples: Int16Array): void;
}

export interface UserSpeechOptions {
  stream: LiveAudioStream;
  recognizer: EngineChoice;
  /** The engine's live decoder, when it has one: turns are read from it instead of decoded at their end. */
  streaming?: StreamingRecognition;
  eagerness: "eager" | "normal" | "patient";
  now: () => number;
  signal: AbortSignal;
  events: UserSpeechEvents;
  onError(error: unknown): void;
}

/**
 * The caller's side of a voice conversation: audio chunks decoded and voice-detected as they come
 * (WebRTC VAD, 30 ms frames), a turn cut when the caller pauses long enough — longer when their words
 * trail off — and recognised (pocketsphinx for English on the embedded default, the remote engine for
 * other languages), with tentative transcripts while they speak. Speech long enough over the agent's
 * voice is reported at once, so the session can interrupt the agent.
 */
export class UserSpeech {
  private readonly audio: UncommittedAudio;
  private speechReported = false;
  private secondsAtTentative = 0;
  /** How many of the live decoder's words the last tentative showed. */
  private wordsAtTentative = 0;
  private tentativeRunning = false;
  /**
   * The recognition of the current pause's words, started as soon as the caller paused briefly, so
   * the transcript is ready when the pause becomes long enough to end the turn. Dropped when the
   * caller speaks again.
   */
  private speculation:
    | { text: Promise<string>; speechEndedAt: number; trailing?: boolean; cancel: AbortController }
    | undefined;
  private finishing = false;

  constructor(private readonly options: UserSpeechOptions) {
    this.audio = new UncommittedAudio(options.stream.sampleRate, options.stream.frameSeconds);
  }

  push(bytes: Uint8Array): void {
    if (this.options.signal.aborted) return;
    const chunk = this.options.stream.push(bytes);
    this.options.events.audio(chunk.samples);
    this.options.streaming?.push(chunk.samples);
    this.audio.append(chunk.samples, chunk.voicedFrames);
    if (this.finishing) return;
    const { eagerness } = this.options;
    const speech = {
      silenceSeconds: endOfTurnSilence[eagerness],
      minSpeechSeconds: 0.12,
      minSilenceSeconds: 0.15,
    };
    if (!this.audio.heardSpeech(speech)) {
      this.audio.dropSilenceBefore(leadInSeconds);
      return;
    }
    if (
      !this.speechReported &&
      this.audio.heardSpeech({ ...speech, minSpeechSeconds: bargeInSeconds[eagerness] })
    ) {
      this.speechReported = true;
      this.options.events.speechStarted();
    }
    if (!this.audio.speechEnded({ ...speech, silenceSeconds: speculateAfterSilence })) {
      // Speaking (again): what was recognised of the pause before is no longer the whole turn.
      this.speculation?.cancel.abort();
      this.speculation = undefined;
      if (this.audio.seconds >= longestTurnSeconds) this.finish(this.recognize(), this.options.now());
      else this.maybeTentative();
      return;
    }
    // The live decoder often finishes the last words in the pause: shown before the turn is read.
    if (this.options.streaming) this.maybeTentative();
    if (!this.speculation) {
      const cancel = new AbortController();
      const text = this.recognize(cancel.signal, speculateAfterSilence);
      // A dropped speculation's rejection (its abort) is expected, not a failure.
      text.catch(() => undefined);
      this.speculation = { text, speechEndedAt: this.options.now() - speculateAfterSilence * 1000, cancel };
    }
    const speculation = this.speculation;
    if (this.audio.speechEnded({ ...speech, silenceSeconds: trailingSilence })) {
      this.finish(speculation.text, speculation.speechEndedAt);
      return;
    }
    if (this.audio.speechEnded(speech) && speculation.trailing === undefined) {
      // Long enough a pause, unless the words trail off ("and…", "um…"): then the caller gets longer.
      speculation.trailing = true;
      void speculation.text
        .then((text) => {
          if (this.speculation !== speculation) return;
          speculation.trailing = trailsOff(text);
          if (!speculation.trailing) this.finish(speculation.text, speculation.speechEndedAt);
        })
        .catch((error) => this.failed(error));
    }
  }

  close(): void {
    this.options.stream.close();
    this.options.streaming?.close();
  }

  /**
   * The words of the held audio: from the live decoder when there is one (up to the speech's end,
   * `trailingSilence` seconds before the held audio ends), else decoded now from a copy (more may
   * arrive while it runs); a live decoder that has not caught up in time is passed over for the copy.
   */
  private recognize(cancel?: AbortSignal, trailingSilence?: number): Promise<string> {
    const copy = { samples: this.audio.samples(), sampleRate: this.audio.sampleRate, startSeconds: 0 };
    const signal = cancel ? AbortSignal.any([this.options.signal, cancel]) : this.options.signal;
    const decode = () =>
      recognizeSegment(this.options.recognizer, copy, signal).then((recognized) => recognized.text);
    const streaming = this.options.streaming;
    if (!streaming || trailingSilence === undefined) return decode();
    const from = this.audio.startSeconds;
    const until = from + this.audio.seconds - trailingSilence;
    return raceLiveDecoder(streaming, { from, until }, signal, (decodeSignal) =>
      recognizeSegment(this.options.recognizer, copy, decodeSignal).then((recognized) => recognized.text),
    );
  }

  /** The turn is over: its audio taken, its words (recognised already, or soon) handed on. */
  private finish(text: Promise<string>, speechEndedAt: number): void {
    const taken = this.audio.take();
    const seconds = taken.samples.length / this.audio.sampleRate;
    this.speechReported = false;
    this.secondsAtTentative = 0;
    this.wordsAtTentative = 0;
    this.speculation = undefined;
    this.finishing = true;
    void text
      .then((words) => {
        if (!this.options.signal.aborted) this.options.events.turn(words, speechEndedAt, seconds);
      })
      .catch((error) => this.failed(error))
      .finally(() => {
        this.finishing = false;
      });
  }

  private maybeTentative(): void {
    const streaming = this.options.streaming;
    if (streaming) {
      // What the live decoder has finished so far, sent as soon as it grows (a lagging decoder's words
      // still show before the turn ends). Decoding the held audio again for a tentative line started a
      // recognizer process a second per caller, which on two cores starved the live decoders.
      const words = streaming.wordsSoFar(this.audio.startSeconds);
      if (words.length <= this.wordsAtTentative) return;
      this.wordsAtTentative = words.length;
      this.options.events.tentative(words.map((word) => word.text).join(" "));
      return;
    }
    if (this.tentativeRunning || this.audio.seconds - this.secondsAtTentative < tentativeEverySeconds) return;
    this.secondsAtTentative = this.audio.seconds;
    this.tentativeRunning = true;
    void this.recognize()
      .then((text) => {
        if (text) this.options.events.tentative(text);
      })
      .catch((error) => this.failed(error))
      .finally(() => {
        this.tentativeRunning = false;
      });
  }

  private failed(error: unknown): void {
    if (!this.options.signal.aborted) this.options.onError(error);
  }
}
