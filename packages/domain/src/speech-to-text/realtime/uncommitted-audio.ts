/** The VAD commit rule's parameters, in seconds. */
export interface SpeechEndRule {
  /** Silence after speech that ends the segment (`vad_silence_threshold_secs`). */
  silenceSeconds: number;
  /** Speech shorter than this is a click or a cough, not speech (`min_speech_duration_ms`). */
  minSpeechSeconds: number;
  /** Gaps shorter than this inside speech are a breath, not silence (`min_silence_duration_ms`). */
  minSilenceSeconds: number;
}

/**
 * The audio of a realtime session since the last commit (16 kHz mono), with the VAD's frame
 * decisions over it, and where it starts in the session (committed word times are session times).
 */
export class UncommittedAudio {
  private chunks: Int16Array[] = [];
  private sampleCount = 0;
  private voiced: boolean[] = [];
  /** Seconds from the start of the session to the first sample held. */
  startSeconds = 0;

  constructor(
    readonly sampleRate: number,
    private readonly frameSeconds: number,
  ) {}

  get seconds(): number {
    return this.sampleCount / this.sampleRate;
  }

  append(samples: Int16Array, voicedFrames: readonly boolean[]): void {
    if (samples.length > 0) this.chunks.push(samples);
    this.sampleCount += samples.length;
    this.voiced.push(...voicedFrames);
  }

  /** The audio held, as one array (a copy: recognition may run while more arrives). */
  samples(): Int16Array {
    const out = new Int16Array(this.sampleCount);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    this.chunks = this.sampleCount > 0 ? [out] : [];
    return out.slice();
  }

  /** Hands over everything held and starts the next segment where this one ended. */
  take(): { samples: Int16Array; startSeconds: number; seconds: number } {
    const taken = { samples: this.samples(), startSeconds: this.startSeconds, seconds: this.seconds };
    this.startSeconds += this.seconds;
    this.chunks = [];
    this.sampleCount = 0;
    this.voiced = [];
    return taken;
  }

  /**
   * Where speech ends under `rule`: the end (in frames) of the last run of speech that lasted at
   * least `minSpeechSeconds`, short gaps bridged; undefined while no such run was heard.
   */
  private lastSpeechEndFrame(rule: SpeechEndRule): number | undefined {
    const minSpeech = Math.max(1, Math.round(rule.minSpeechSeconds / this.frameSeconds));
    const bridge = Math.round(rule.minSilenceSeconds / this.frameSeconds);
    let runStart = -1;
    let runEnd = -1;
    let lastEnd: number | undefined;
    const close = () => {
      if (runStart >= 0 && runEnd - runStart >= minSpeech) lastEnd = runEnd;
    };
    this.voiced.forEach((isVoiced, frame) => {
      if (!isVoiced) return;
      if (runStart >= 0 && frame - runEnd < bridge) runEnd = frame + 1;
      else {
        close();
        runStart = frame;
        runEnd = frame + 1;
      }
    });
    close();
    return lastEnd;
  }

  /** Whether the held audio contains speech by `rule`. */
  heardSpeech(rule: SpeechEndRule): boolean {
    return this.lastSpeechEndFrame(rule) !== undefined;
  }

  /** The VAD commit point: speech was heard and has been followed by `silenceSeconds` of silence. */
  speechEnded(rule: SpeechEndRule): boolean {
    const end = this.lastSpeechEndFrame(rule);
    if (end === undefined) return false;
    return (this.voiced.length - end) * this.frameSeconds >= rule.silenceSeconds;
  }

  /**
   * While no speech has been heard, keeps only the last `keepSeconds` (the lead-in of what may come)
   * so a silent stream does not pile up; the session clock moves on by what was dropped.
   */
  dropSilenceBefore(keepSeconds: number): void {
    const keep = Math.round(keepSeconds * this.sampleRate);
    const drop = this.sampleCount - keep;
    if (drop <= 0) return;
    const all = this.samples();
    this.chunks = [all.slice(drop)];
    this.sampleCount = keep;
    this.startSeconds += drop / this.sampleRate;
    const frames = Math.floor(drop / this.sampleRate / this.frameSeconds);
    this.voiced = this.voiced.slice(frames);
  }
}
