import { maximumContextsPerSocket, messages, type TtsInputStreamingMessage } from "@chorus/contract";
import {
  type AuthenticatedContext,
  beginPaidWork,
  type CharacterCountChange,
  DomainError,
  generationOrder,
  type LiveSynthesis,
  LiveTextBuffer,
  newId,
  recordStreamedGeneration,
  type SynthesisPlan,
  speakLiveSegment,
  type WatermarkPlacement,
  watermarkIdOfPlan,
} from "@chorus/domain";
import { presentLiveAudioFrame } from "../presenters/websocket-speech-presenter.ts";
import type { WebSocketChannel } from "./websocket-channel.ts";

type VoiceSettingsPatch = TtsInputStreamingMessage["voice_settings"];

export interface ContextSettings {
  voiceSettings: VoiceSettingsPatch;
  chunkLengthSchedule: readonly number[];
}

/** One stream of text to speech inside a connection (the single-context protocol has exactly one). */
export class SpeechContext {
  /** The history item this context becomes. */
  readonly historyId = newId();
  readonly buffer: LiveTextBuffer;
  /** Generations whose every frame reached the client, for the history item. */
  readonly delivered: {
    plans: SynthesisPlan[];
    speech: { samples: Int16Array; sampleRate: number }[];
    countChange?: CharacterCountChange;
  } = { plans: [], speech: [] };
  /**
   * The context's one watermark: its first generation's id, continued frame after frame so the joined
   * audio of the history item carries one unbroken mark.
   */
  watermark: WatermarkPlacement | undefined;
  /** Settles when this context's latest queued generation has ended (generations never reject). */
  last: Promise<void> = Promise.resolve();
  finished: Promise<void> | undefined;
  timer: NodeJS.Timeout | undefined;

  constructor(
    readonly id: string,
    public settings: ContextSettings,
    autoMode: boolean,
  ) {
    this.buffer = new LiveTextBuffer({ chunkLengthSchedule: settings.chunkLengthSchedule, autoMode });
  }
}

export interface LiveSpeechSessionOptions {
  ctx: AuthenticatedContext;
  live: LiveSynthesis;
  channel: WebSocketChannel;
  /** Multi-context frames carry `contextId`; single-context frames do not. */
  multiContext: boolean;
  autoMode: boolean;
  inactivityTimeoutSeconds: number;
}

/**
 * A text-to-speech streaming-input connection after authentication: its contexts, the generations
 * their text triggers, and how they end. Generations run one at a time per connection, in the order
 * their text became due; each is paid work (domain/generation): it holds a concurrency slot and is
 * charged before synthesis, and refunded unless every frame of it was handed to the socket. A context becomes one history item when it ends
 * (final frame, client gone, or error), holding what was delivered.
 */
export class LiveSpeechSession {
  private readonly contexts = new Map<string, SpeechContext>();
  private readonly finishing = new Set<Promise<void>>();
  private chain: Promise<void> = Promise.resolve();
  private readonly abort = new AbortController();
  private queued = 0;
  private socketTimer: NodeJS.Timeout | undefined;
  private ended = false;

  constructor(private readonly options: LiveSpeechSessionOptions) {
    this.touch();
  }

  get contextCount(): number {
    return this.contexts.size;
  }

  context(id: string): SpeechContext | undefined {
    return this.contexts.get(id);
  }

  /** Opens a context; refused past the per-socket maximum. */
  openContext(id: string, settings: ContextSettings): SpeechContext {
    if (this.contexts.size >= maximumContextsPerSocket) {
      throw new DomainError("too_many_contexts", messages.tooManyContexts(maximumContextsPerSocket));
    }
    const context = new SpeechContext(id, settings, this.options.autoMode);
    this.contexts.set(id, context);
    this.touchContext(context);
    return context;
  }

  /** Adds text to a context and queues whatever generations it makes due. */
  append(context: SpeechContext, text: string, trigger: { flush?: boolean; tryTrigger?: boolean }): void {
    context.buffer.append(text);
    const kind = trigger.flush ? "flush" : trigger.tryTrigger ? "try_trigger" : "schedule";
    for (let piece = context.buffer.take(kind); piece; piece = context.buffer.take(kind)) {
      this.enqueue(context, piece, kind !== "flush");
    }
    this.touchContext(context);
  }

  /** An initializing message's `pronunciation_dictionary_locators`: later generations apply them. */
  usePronunciationDictionaries(locators: Parameters<LiveSynthesis["usePronunciationDictionaries"]>[0]) {
    return this.options.live.usePronunciationDictionaries(locators);
  }

  /** Any client message: the connection is alive. */
  touch(): void {
    clearTimeout(this.socketTimer);
    this.socketTimer = setTimeout(() => this.onSocketIdle(), this.options.inactivityTimeoutSeconds * 1000);
  }

  /** A message for this context (text, flush or keep-alive): it is alive. */
  touchContext(context: SpeechContext): void {
    if (!this.options.multiContext) return;
    clearTimeout(context.timer);
    context.timer = setTimeout(
      () => void this.finishContext(context, { discardPending: true }),
      this.options.inactivityTimeoutSeconds * 1000,
    );
  }

  /**
   * Ends a context: its unflushed text is spoken (or dropped with `discardPending`, as `close_context`
   * does), queued generations finish, then the final frame goes out and the history item is written.
   * The id is free again at once: a new context with the same id is a new context.
   */
  finishContext(context: SpeechContext, { discardPending }: { discardPending: boolean }): Promise<void> {
    if (context.finished) return context.finished;
    clearTimeout(context.timer);
    if (this.contexts.get(context.id) === context) this.contexts.delete(context.id);
    if (discardPending) context.buffer.discard();
    else {
      // More than one generation may be due: a long buffer is spoken in parts (`LiveTextBuffer`).
      for (let rest = context.buffer.take("flush"); rest; rest = context.buffer.take("flush"))
        this.enqueue(context, rest, false);
    }
    const finished = (async () => {
      await context.last;
      if (!this.ended) {
        const final = this.options.multiContext
          ? { isFinal: true, contextId: context.id }
          : { isFinal: true };
        await this.options.channel.send(final).catch(() => {});
      }
      await this.record(context);
    })();
    context.finished = finished;
    this.finishing.add(finished);
    return finished;
  }

  /** Ends every context (`close_socket`, or the single-context end of input), then the connection. */
  async finishAll({ discardPending }: { discardPending: boolean }): Promise<void> {
    for (const context of [...this.contexts.values()]) void this.finishContext(context, { discardPending });
    await Promise.all(this.finishing);
    this.stop();
    this.options.channel.close(1000);
  }

  /** The client went away: stop synthesis (the running generation is refunded) and keep what it got. */
  async clientGone(): Promise<void> {
    if (this.ended) return;
    this.stop();
    await Promise.all(
      [...this.contexts.values()].map((context) => context.last.then(() => this.record(context))),
    );
  }

  /** Ends the connection with an error frame; what was delivered is still recorded. */
  fail(error: unknown): void {
    if (this.ended) return;
    this.stop();
    this.options.channel.fail(error, { workspaceId: this.options.ctx.workspaceId });
    for (const context of this.contexts.values()) void context.last.then(() => this.record(context));
  }

  private stop(): void {
    this.ended = true;
    this.abort.abort();
    clearTimeout(this.socketTimer);
    for (const context of this.contexts.values()) clearTimeout(context.timer);
  }

  private onSocketIdle(): void {
    if (this.ended) return;
    // Waiting for our own audio is not the client being idle.
    if (this.queued > 0) {
      this.touch();
      return;
    }
    const seconds = this.options.inactivityTimeoutSeconds;
    this.fail(new DomainError("input_timeout_exceeded", messages.inputTimeoutExceeded(seconds)));
  }

  /** `runsOn`: the schedule cut this text and the client is still sending (see `LiveSynthesis.planFor`). */
  private enqueue(context: SpeechContext, text: string, runsOn: boolean): void {
    this.queued++;
    const run = this.chain.then(() => this.generate(context, text, runsOn)).finally(() => this.queued--);
    this.chain = run;
    context.last = run;
  }

  /** One generation; never rejects: a failure ends the connection with its error frame. */
  private async generate(context: SpeechContext, text: string, runsOn: boolean): Promise<void> {
    if (this.ended) return;
    const { ctx, live, channel } = this.options;
    try {
      const plan = live.planFor(text, context.settings.voiceSettings, runsOn);
      const work = await beginPaidWork(ctx, generationOrder(plan, "text_to_speech"));
      try {
        const speech: { samples: Int16Array; sampleRate: number }[] = [];
        // One mark for the whole context, the one its history item keeps: its first generation's id.
        context.watermark ??= { payload: watermarkIdOfPlan(plan), startSeconds: 0 };
        for await (const frame of speakLiveSegment(ctx.ports, plan, this.abort.signal, context.watermark)) {
          await channel.send(
            presentLiveAudioFrame(frame, this.options.multiContext ? context.id : undefined),
          );
          // Kept only for the history item (nothing for zero retention).
          if (plan.enableLogging) speech.push({ samples: frame.samples, sampleRate: frame.sampleRate });
        }
        // Every frame reached the socket: the charge stands; the context's history item comes at its end.
        await work.delivered();
        context.delivered.plans.push(plan);
        context.delivered.speech.push(...speech);
        if (work.countChange) {
          const before = context.delivered.countChange;
          context.delivered.countChange = {
            from: before?.from ?? work.countChange.from,
            to: work.countChange.to,
          };
        }
      } finally {
        await work.end();
      }
    } catch (error) {
      if (!this.ended && channel.isOpen) this.fail(error);
    }
  }

  private readonly recorded = new WeakSet<SpeechContext>();

  private async record(context: SpeechContext): Promise<void> {
    if (this.recorded.has(context)) return;
    this.recorded.add(context);
    const { ctx } = this.options;
    try {
      await recordStreamedGeneration(ctx, {
        id: context.historyId,
        ...context.delivered,
        watermarkId: context.watermark?.payload,
      });
    } catch (error) {
      ctx.ports.logger.error("could not record a streamed generation in the history", {
        historyItemId: context.historyId,
        err: error,
      });
    }
  }
}
