import type { ConversationConfig } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type {
  LanguageModel,
  LanguageModelMessage,
  LanguageModelTool,
  LanguageModelToolCall,
} from "../../ports/language-model.ts";
import type { LiveSynthesis } from "../../text-to-speech/live/prepare-live-synthesis.ts";
import { speakLiveSegment } from "../../text-to-speech/live/speak-live-segment.ts";
import type { LlmTurnUsage } from "../conversation-records.ts";
import { pricedUsage } from "../llm-cost.ts";
import type { ConversationOutput } from "./conversation-events.ts";
import { HeardText } from "./heard-text.ts";
import { SentenceStream } from "./sentence-stream.ts";

export interface ReplyRequest {
  eventId: number;
  messages: readonly LanguageModelMessage[];
  tools: readonly LanguageModelTool[];
  config: ConversationConfig;
  /** Knowledge-base passages for engines that cannot read the prompt (models read them in `messages`). */
  passages?: readonly string[];
  /** Data-collection items for engines that cannot read the prompt. */
  dataCollection: readonly { identifier: string; description: string }[];
  extraBody?: Record<string, unknown>;
  /**
   * The model has finished writing (its speech may still be going out): the reply's text and tool
   * calls, so the transcript holds the turn while it is spoken and an interruption can correct it.
   */
  onWritten?: (written: Omit<ReplyResult, "firstOutputAt">) => void;
}

export interface ReplyResult {
  text: string;
  toolCalls: LanguageModelToolCall[];
  /** With the call's price, so the turn records it as it is (the model's price may change later). */
  usage: LlmTurnUsage | null;
  /** When the first audio (or, without a voice, the first text) went out (`performance.now()`). */
  firstOutputAt: number | undefined;
}

/**
 * Playback is timed with `performance.now()`, the process's monotonic clock: what the caller heard is
 * a matter of real time, unlike the call's billed duration, which follows the ports' clock.
 *
 * One reply of the agent: the model's text streamed in, cut into sentences, each spoken with the
 * agent's voice as soon as it is complete while the model writes on (sentence pipelining), audio
 * frames sent as they are encoded. The reply's text goes out as `agent_response` once the model has
 * finished, and word by word as `agent_response_part`. `signal` stops everything (an interruption or
 * the end of the call): the reply then ends quietly with what it had.
 */
export class AgentReply {
  readonly heard = new HeardText();
  /** When the first audio (or, without a voice, text) went out (`performance.now()`). */
  firstOutputAt: number | undefined;

  constructor(
    private readonly ctx: AuthenticatedContext,
    private readonly model: LanguageModel,
    private readonly voice: LiveSynthesis | undefined,
    private readonly output: ConversationOutput,
    readonly signal: AbortSignal,
  ) {}

  async run(request: ReplyRequest): Promise<ReplyResult> {
    const { eventId, config } = request;
    const sentences = new SentenceStream();
    let speaking: Promise<void> = Promise.resolve();
    const speak = (sentence: string) => {
      speaking = speaking.then(() => this.speak(sentence, eventId, config));
    };
    let text = "";
    const toolCalls: LanguageModelToolCall[] = [];
    let usage: ReplyResult["usage"] = null;
    const stream = this.model.chat({
      messages: request.messages,
      tools: request.tools,
      temperature: config.agent.prompt.temperature,
      ...(config.agent.prompt.max_tokens > 0 ? { maxTokens: config.agent.prompt.max_tokens } : {}),
      signal: this.signal,
      language: config.agent.language,
      hints: { dataCollection: request.dataCollection, passages: request.passages ?? [] },
      ...(request.extraBody ? { extraBody: request.extraBody } : {}),
    });
    try {
      for await (const event of stream) {
        if (this.signal.aborted) break;
        if (event.type === "text") {
          if (!text) this.output({ kind: "agent_response_part", eventId, text: "", part: "start" });
          text += event.text;
          this.output({ kind: "agent_response_part", eventId, text: event.text, part: "delta" });
          if (!this.voice) this.firstOutputAt ??= performance.now();
          for (const sentence of sentences.push(event.text)) speak(sentence);
        } else if (event.type === "tool_call") toolCalls.push(event.call);
        else usage = pricedUsage(event, this.model.price);
      }
    } finally {
      const rest = sentences.finish();
      if (rest && !this.signal.aborted) speak(rest);
    }
    text = text.trim();
    if (text && !this.signal.aborted) {
      this.output({ kind: "agent_response_part", eventId, text: "", part: "stop" });
      this.output({ kind: "agent_response", eventId, text });
    }
    if (!this.signal.aborted) request.onWritten?.({ text, toolCalls, usage });
    await speaking;
    return { text, toolCalls, usage, firstOutputAt: this.firstOutputAt };
  }

  /**
   * Speaks a text that needs no model (the first message, a prompt after silence, the rest of an
   * acknowledged reply: `respond: false`, its text was sent already).
   */
  async say(
    text: string,
    eventId: number,
    config: ConversationConfig,
    options = { respond: true },
  ): Promise<void> {
    if (!this.voice) this.firstOutputAt ??= performance.now();
    if (options.respond) this.output({ kind: "agent_response", eventId, text });
    const sentences = new SentenceStream();
    const parts = sentences.push(text);
    const rest = sentences.finish();
    for (const sentence of rest ? [...parts, rest] : parts) await this.speak(sentence, eventId, config);
  }

  private async speak(sentence: string, eventId: number, config: ConversationConfig): Promise<void> {
    if (!this.voice || this.signal.aborted) return;
    const plan = this.voice.planFor(
      sentence,
      {
        stability: config.tts.stability,
        similarity_boost: config.tts.similarity_boost,
        speed: config.tts.speed,
      },
      false,
    );
    for await (const frame of speakLiveSegment(this.ctx.ports, plan, this.signal)) {
      if (this.signal.aborted) return;
      const now = performance.now();
      this.firstOutputAt ??= now;
      this.heard.sent(frame.alignment, now);
      if (frame.audio.length > 0)
        this.output({ kind: "agent_audio", eventId, audio: frame.audio, alignment: frame.alignment });
    }
  }
}
