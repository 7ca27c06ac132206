import type { LiveAudioStream } from "../../ports/live-audio.ts";
import type { EngineChoice } from "../../speech-to-text/choose-engine.ts";
import { recognizeSegment } from "../../speech-to-text/realtime/recognize-segment.ts";
import { UncommittedAudio } from "../../speech-to-text/realtime/uncommitted-audio.ts";

/** How long the caller may pause before their turn ends, by the agent's `turn_eagerness`. */
const endOfTurnSilence = { eager: 0.35, normal: 0.5, patient: 0.9 } as const;
/** More pause allowed when the words so far trail off ("and…", "um…"): the caller is not done. */
const trailingSilence = 1.2;
/** Speech this long over the agent's voice is the caller taking the turn (barge-in). */
const bargeInSeconds = { eager: 0.18, normal: 0.25, patient: 0.4 } as const;
/** New speech after which a tentative transcript is sent again. */
const tentativeEverySeconds = 1;
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
  private tentativeRunning = false;
  private ending: Promise<void> = Promise.resolve();
  private awaitingEnd: { text: string; at: number } | undefined;

  constructor(private readonly options: UserSpeechOptions) {
    this.audio = new UncommittedAudio(options.stream.sampleRate, options.stream.frameSeconds);
  }

  push(bytes: Uint8Array): void {
    if (this.options.signal.aborted) return;
    const chunk = this.options.stream.push(bytes);
    this.options.events.audio(chunk.samples);
    this.audio.append(chunk.samples, chunk.voicedFrames);
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
    const silence = this.awaitingEnd ? trailingSilence : speech.silenceSeconds;
    if (
      this.audio.speechEnded({ ...speech, silenceSeconds: silence }) ||
      this.audio.seconds >= longestTurnSeconds
    )
      this.endTurn(silence);
    else if (this.audio.speechEnded(speech)) this.checkTrailing(speech);
    else {
      // Speaking (again): a trailing "and…" heard before is followed by more words.
      this.awaitingEnd = undefined;
      this.maybeTentative();
    }
  }

  close(): void {
    this.options.stream.close();
  }

  /**
   * The pause is long enough for a turn, but the words may trail off: recognise what was said so far
   * (once per pause) and, if it ends in "and" or "um", give the caller longer; otherwise the turn ends
   * with those words, unless the caller spoke again meanwhile.
   */
  private checkTrailing(speech: {
    silenceSeconds: number;
    minSpeechSeconds: number;
    minSilenceSeconds: number;
  }): void {
    if (this.awaitingEnd || this.tentativeRunning) return;
    const copy = { samples: this.audio.samples(), sampleRate: this.audio.sampleRate, startSeconds: 0 };
    const at = this.options.now() - speech.silenceSeconds * 1000;
    this.tentativeRunning = true;
    void recognizeSegment(this.options.recognizer, copy, this.options.signal)
      .then((recognized) => {
        if (trailsOff(recognized.text)) this.awaitingEnd = { text: recognized.text, at };
        else if (this.audio.speechEnded(speech) && !this.awaitingEnd) {
          const seconds = this.snapshot().samples.length / this.audio.sampleRate;
          this.finishTurn(recognized.text, at, seconds);
        }
      })
      .catch((error) => this.failed(error))
      .finally(() => {
        this.tentativeRunning = false;
      });
  }

  private endTurn(silenceSeconds: number): void {
    const snapshot = this.snapshot();
    const at = this.options.now() - silenceSeconds * 1000;
    this.ending = this.ending.then(() =>
      recognizeSegment(this.options.recognizer, snapshot, this.options.signal)
        .then((recognized) =>
          this.finishTurn(recognized.text, at, snapshot.samples.length / snapshot.sampleRate),
        )
        .catch((error) => this.failed(error)),
    );
  }

  /** Takes the held audio as the turn's and starts listening for the next. */
  private snapshot() {
    const taken = this.audio.take();
    this.speechReported = false;
    this.secondsAtTentative = 0;
    this.awaitingEnd = undefined;
    return { samples: taken.samples, sampleRate: this.audio.sampleRate, startSeconds: taken.startSeconds };
  }

  private finishTurn(text: string, speechEndedAt: number, seconds: number): void {
    if (this.options.signal.aborted) return;
    this.options.events.turn(text, speechEndedAt, seconds);
  }

  private maybeTentative(): void {
    if (this.tentativeRunning || this.audio.seconds - this.secondsAtTentative < tentativeEverySeconds) return;
    this.secondsAtTentative = this.audio.seconds;
    this.tentativeRunning = true;
    const snapshot = { samples: this.audio.samples(), sampleRate: this.audio.sampleRate, startSeconds: 0 };
    void recognizeSegment(this.options.recognizer, snapshot, this.options.signal)
      .then((recognized) => {
        if (recognized.text) this.options.events.tentative(recognized.text);
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
