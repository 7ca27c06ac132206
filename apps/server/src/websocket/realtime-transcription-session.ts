import {
  maximumSegmentSeconds,
  messages,
  minimumCommitSeconds,
  type RealtimeServerFrame,
  type SpeechToTextRealtimeQuery,
} from "@chorus/contract";
import {
  type AuthenticatedContext,
  type LiveAudioStream,
  RealtimeMeter,
  type RealtimeTranscriptionPlan,
  recognizeSegment,
  UncommittedAudio,
} from "@chorus/domain";
import {
  presentCommittedSegment,
  RealtimeProtocolError,
} from "../presenters/realtime-transcription-presenter.ts";

/** New audio, in seconds, after which the uncommitted audio is recognised again for a partial transcript. */
export const partialIntervalSeconds = 1;
/** Silence kept ahead of speech while waiting for it under the VAD strategy. */
const leadInSeconds = 0.5;

export interface RealtimeTranscriptionSessionOptions {
  ctx: AuthenticatedContext;
  plan: RealtimeTranscriptionPlan;
  query: SpeechToTextRealtimeQuery;
  stream: LiveAudioStream;
  send(frame: RealtimeServerFrame): Promise<void>;
  /** Ends the connection with an error frame. */
  fail(error: unknown): void;
}

/**
 * One realtime transcription connection after authentication. Audio is decoded, resampled and
 * voice-detected as it arrives and held until a commit (the client's `commit: true`, or the VAD
 * strategy's end of speech); commits are recognised one after another, in order, each charged
 * first. While audio is uncommitted, every `partialIntervalSeconds` of new audio it is recognised
 * again whole and sent as a partial transcript (one recognition at a time; none while a commit is
 * pending, so a partial never arrives after the committed text it belongs to).
 */
export class RealtimeTranscriptionSession {
  private readonly audio: UncommittedAudio;
  private readonly meter: RealtimeMeter;
  private readonly abort = new AbortController();
  private commits: Promise<void> = Promise.resolve();
  private pendingCommits = 0;
  /** Increases at every commit, so a partial of an earlier segment is never sent. */
  private segment = 0;
  /** The running partial recognition; a commit aborts it (its result would be dropped anyway). */
  private partial: AbortController | undefined;
  private secondsAtLastPartial = 0;
  private ended = false;

  constructor(private readonly options: RealtimeTranscriptionSessionOptions) {
    this.audio = new UncommittedAudio(options.stream.sampleRate, options.stream.frameSeconds);
    this.meter = new RealtimeMeter(options.ctx);
  }

  /** An `input_audio_chunk`: its audio joins the segment, then a commit or a partial may be due. */
  receive(audioBytes: Uint8Array, commit: boolean, sampleRate?: number): void {
    if (this.ended) return;
    const { plan, query } = this.options;
    if (sampleRate !== undefined && sampleRate !== plan.input.sampleRate)
      throw new RealtimeProtocolError(
        "input_error",
        messages.realtimeSampleRateMismatch(sampleRate, query.audio_format),
      );
    if (audioBytes.length > 0) {
      const chunk = this.options.stream.push(audioBytes);
      this.audio.append(chunk.samples, chunk.voicedFrames);
      this.meter.add(audioBytes.length / this.bytesPerSecond());
    }
    if (commit) this.commit({ requestedByClient: true });
    else if (this.audio.seconds >= maximumSegmentSeconds) this.commit({ requestedByClient: false });
    else if (plan.commitStrategy === "vad" && this.audio.speechEnded(plan.vad))
      this.commit({ requestedByClient: false });
    else {
      if (plan.commitStrategy === "vad" && !this.audio.heardSpeech(plan.vad))
        this.audio.dropSilenceBefore(leadInSeconds);
      this.maybePartial();
    }
  }

  /** The client left or the connection failed: stop, and charge the audio received but not yet charged. */
  async end({ chargeRest }: { chargeRest: boolean }): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.abort.abort();
    await this.commits;
    this.options.stream.close();
    if (chargeRest) {
      try {
        const rest = await this.meter.charge();
        // Received is all the rest of the audio will ever be: its charge stands at once.
        if (rest) await this.meter.delivered(rest);
      } catch (error) {
        this.options.ctx.ports.logger.warn("could not charge the rest of a realtime transcription", {
          workspaceId: this.options.ctx.workspaceId,
          err: error,
        });
      }
    }
  }

  private bytesPerSecond(): number {
    const { input } = this.options.plan;
    return input.sampleRate * (input.codec === "pcm" ? 2 : 1);
  }

  private commit({ requestedByClient }: { requestedByClient: boolean }): void {
    if (this.audio.seconds < minimumCommitSeconds) {
      if (requestedByClient) {
        // Not fatal: the session goes on and the audio stays uncommitted.
        void this.options
          .send({ message_type: "commit_throttled", error: messages.commitThrottled(minimumCommitSeconds) })
          .catch(() => {});
      }
      return;
    }
    const taken = this.audio.take();
    // The commit's recognition supersedes the partial one: stop it so the commit gets its core.
    this.partial?.abort();
    this.segment++;
    this.secondsAtLastPartial = 0;
    this.pendingCommits++;
    this.commits = this.commits
      .then(() => this.transcribeCommitted(taken))
      .finally(() => this.pendingCommits--);
  }

  /** One committed segment: charged, recognised, sent. A failure ends the connection (refunded). */
  private async transcribeCommitted(taken: { samples: Int16Array; startSeconds: number }): Promise<void> {
    if (this.ended) return;
    const { plan, query, send } = this.options;
    let instalment: Awaited<ReturnType<RealtimeMeter["charge"]>>;
    try {
      instalment = await this.meter.charge();
    } catch (error) {
      return this.failOnce(error);
    }
    try {
      const segment = {
        samples: taken.samples,
        sampleRate: this.audio.sampleRate,
        startSeconds: taken.startSeconds,
      };
      // One automatic retry: a recognizer process can die under memory or CPU pressure.
      const recognized = await recognizeSegment(plan, segment, this.abort.signal).catch((error: unknown) => {
        if (this.abort.signal.aborted) throw error;
        this.options.ctx.ports.logger.warn("realtime recognition failed, retrying once", {
          err: error,
        });
        return recognizeSegment(plan, segment, this.abort.signal);
      });
      for (const frame of presentCommittedSegment(recognized, query)) await send(frame);
      if (instalment) await this.meter.delivered(instalment);
    } catch (error) {
      if (instalment) await this.meter.refund(instalment).catch(() => {});
      if (!this.ended) this.failOnce(error);
    }
  }

  private maybePartial(): void {
    const { plan, send } = this.options;
    if (this.partial || this.pendingCommits > 0) return;
    if (this.audio.seconds - this.secondsAtLastPartial < partialIntervalSeconds) return;
    if (!this.audio.heardSpeech(plan.vad)) return;
    const partial = new AbortController();
    this.partial = partial;
    this.secondsAtLastPartial = this.audio.seconds;
    const segment = this.segment;
    const snapshot = {
      samples: this.audio.samples(),
      sampleRate: this.audio.sampleRate,
      startSeconds: this.audio.startSeconds,
    };
    void recognizeSegment(plan, snapshot, AbortSignal.any([this.abort.signal, partial.signal]))
      .then(async (recognized) => {
        if (this.ended || segment !== this.segment || this.pendingCommits > 0) return;
        await send({ message_type: "partial_transcript", text: recognized.text });
      })
      .catch((error: unknown) => {
        if (!this.ended && !partial.signal.aborted) this.failOnce(error);
      })
      .finally(() => {
        this.partial = undefined;
      });
  }

  private failOnce(error: unknown): void {
    if (this.ended) return;
    this.options.fail(error);
    void this.end({ chargeRest: false });
  }
}
