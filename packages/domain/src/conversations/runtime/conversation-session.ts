import { type ConversationConfig, conversationCredits, messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import type { MeteredWork } from "../../generation/begin-metered-work.ts";
import { LanguageModelError, type LanguageModelToolCall } from "../../ports/language-model.ts";
import type { LiveAudioStream } from "../../ports/live-audio.ts";
import type { StreamingRecognition } from "../../ports/transcription.ts";
import type { EngineChoice } from "../../speech-to-text/choose-engine.ts";
import type { LiveSynthesis } from "../../text-to-speech/live/prepare-live-synthesis.ts";
import type { ConversationRecord, ConversationTurn, RagRetrievalRecord } from "../conversation-records.ts";
import { fillVariables, systemVariables, type VariableValue } from "../dynamic-variables.ts";
import { inLanguage } from "../effective-config.ts";
import { AgentReply, type ReplyResult } from "./agent-reply.ts";
import { AgentToolCalls } from "./agent-tool-calls.ts";
import { languageModelTools } from "./agent-tools.ts";
import { afterCut, type CutOff, cutAgentTurn, uncutAgentTurn } from "./barge-in.ts";
import { CallMeter } from "./call-meter.ts";
import { CallPing } from "./call-ping.ts";
import { CallRecording, storeCallRecording } from "./call-recording.ts";
import { CallTimers } from "./call-timers.ts";
import { type Ending, saveEnding } from "./conversation-ending.ts";
import type { ConversationOutput } from "./conversation-events.ts";
import { McpToolCalls, mcpConnectionStatus, mcpLanguageModelTools } from "./mcp-tool-calls.ts";
import { ModelHistory } from "./model-history.ts";
import { prepareSessionAgent, type SessionAgent } from "./session-agent.ts";
import {
  type AgentHandover,
  decideSystemTools,
  mergeSystemOutcome,
  type SystemToolOutcome,
} from "./system-tool-calls.ts";
import { systemToolEntries, systemToolsOf } from "./system-tools.ts";
import { TranscriptLog } from "./transcript-log.ts";
import { TurnKnowledge } from "./turn-knowledge.ts";
import { UserSpeech } from "./user-speech.ts";
import { judgedDialogueCharacters } from "./workflow/edge-conditions.ts";
import { WorkflowDriver, type WorkflowHost } from "./workflow/workflow-driver.ts";
import { phoneTransferRecord, runWorkflowTools } from "./workflow/workflow-tool-nodes.ts";

/** How often the call records its use and heartbeat (a crash loses at most this much of either). */
const meterEveryMs = 5_000;
/** What the agent says after the turn timeout (a fixed phrase, not a model's answer). */
const stillThere = "Are you still there?";
/** How often the server pings the client. */
const pingEveryMs = 10_000;
/** Rounds of tool calls one reply may make before its answer (then the model is offered no tools). */
const maxToolRounds = 5;

export interface ConversationSessionOptions {
  ctx: AuthenticatedContext;
  /** The agent the call starts with, its configuration with the client's overrides. */
  speaker: SessionAgent;
  /** Prepares the agent a `transfer_to_agent` names (of the same workspace); a text says why not. */
  prepareAgent: (agentId: string) => Promise<SessionAgent | string>;
  conversation: ConversationRecord;
  variables: Record<string, VariableValue>;
  metered: MeteredWork;
  /** Credits per minute at this conversation's rate (charged by the second). */
  creditsPerMinute: number;
  /** Plans the agent's speech in a language; undefined in text-only conversations. */
  voiceFor: ((config: ConversationConfig) => Promise<LiveSynthesis>) | undefined;
  output: ConversationOutput;
  extraBody?: Record<string, unknown>;
  /** Voice input: the caller's audio decoder and the recognizer for the agent's language. */
  listen?: () => Promise<{
    stream: LiveAudioStream;
    recognizer: EngineChoice;
    streaming?: StreamingRecognition;
  }>;
  /** Keep the call's recording (privacy.record_voice, and not zero retention). */
  record: boolean;
}

/**
 * One live conversation: the first message, then turn after turn (the caller's message, the agent's
 * reply streamed from the model and spoken sentence by sentence), interruptions, the agent's system
 * tools, timeouts and the maximum duration. The call is metered by the second into its reservation,
 * and the transcript is written after every turn, so a crash leaves what was said and what was used.
 * The transport feeds it the client's messages and writes its events; it decides nothing itself.
 */
export class ConversationSession {
  /** The agent speaking now: the one the call started with, or the one it was handed to. */
  private speaker: SessionAgent;
  private config: ConversationConfig;
  private voice: LiveSynthesis | undefined;
  private readonly transcript: TranscriptLog;
  private knowledge: TurnKnowledge;
  private readonly history = new ModelHistory();
  private eventId = 0;
  private reply: { abort: AbortController; run: AgentReply; done: Promise<void> } | undefined;
  private ending: Promise<void> | undefined;
  private readonly timers = new CallTimers();
  private readonly meter: CallMeter;
  /** The agent asked whether the caller is still there, and the caller has not answered since. */
  private promptedSilence = false;
  private speech: UserSpeech | undefined;
  private readonly listening = new AbortController();
  private readonly recording: CallRecording;
  /** The reply the caller's speech cut off, kept until their words show whether it was only "mm-hm". */
  private cutOff: CutOff | undefined;
  private readonly pings = new CallPing(() => this.now());
  private tools: AgentToolCalls;
  /** The call was handed to this agent since the caller last spoke (it may not hand it on yet). */
  private handedOver = false;
  /** Dynamic variables the tools' answers set (`assignments`), for the rest of the call. */
  private readonly assigned: Record<string, VariableValue> = {};
  /** The agent's workflow, when it has one (issue 19 §3). */
  private readonly workflow: WorkflowDriver | undefined;
  /** Caller turns so far: a walk through the workflow answers only the newest. */
  private callerTurns = 0;
  /** Walks through the workflow go one at a time, in the order the caller spoke. */
  private walks: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ConversationSessionOptions) {
    this.speaker = options.speaker;
    this.config = options.speaker.config;
    this.meter = new CallMeter(
      options.metered,
      options.ctx.ports.clock,
      options.conversation.startedAt,
      options.creditsPerMinute,
    );
    this.recording = new CallRecording(performance.now());
    this.transcript = new TranscriptLog(options.ctx, options.conversation.id);
    this.knowledge = new TurnKnowledge(options.ctx, options.speaker.knowledge);
    this.tools = this.toolCallsOf(options.speaker);
    this.workflow = WorkflowDriver.of(options.speaker.agent.workflow, options.speaker, this.workflowHost());
  }

  private toolCallsOf(speaker: SessionAgent): AgentToolCalls {
    return new AgentToolCalls(
      this.options.ctx,
      speaker.tools,
      { agentId: speaker.agent.id, conversationId: this.options.conversation.id },
      new McpToolCalls(this.options.ctx, speaker.mcpTools),
    );
  }

  get conversationId(): string {
    return this.options.conversation.id;
  }

  /** Every event goes out through here: agent audio is also laid into the call's recording. */
  private readonly emit: ConversationOutput = (event) => {
    if (event.kind === "agent_audio" && this.options.record)
      this.recording.agent(event.audio, this.config.tts.agent_output_audio_format, this.now());
    this.options.output(event);
  };

  /**
   * Real time for playback, barge-in and latency (`performance.now()`, monotonic); the call's billed
   * duration and stored times follow the ports' clock instead.
   */
  private now(): number {
    return performance.now();
  }

  /** Announces the conversation and speaks the first message. */
  async start(): Promise<void> {
    const { config } = this;
    const output = this.emit;
    if (this.options.listen) {
      const { stream, recognizer, streaming } = await this.options.listen();
      this.speech = new UserSpeech({
        stream,
        recognizer,
        ...(streaming ? { streaming } : {}),
        eagerness: this.config.turn.turn_eagerness,
        now: () => this.now(),
        signal: this.listening.signal,
        events: {
          speechStarted: () => this.callerSpeaks(),
          tentative: (text) =>
            this.emit({ kind: "tentative_user_transcript", eventId: this.eventId + 1, text }),
          turn: (text, endedAt, seconds) => this.callerTurn(text, endedAt, seconds),
          audio: (samples) => {
            if (this.options.record) this.recording.user(samples, this.now());
          },
        },
        onError: (error) => void this.failed(error),
      });
    }
    output({
      kind: "started",
      conversationId: this.conversationId,
      agentOutputAudioFormat: config.tts.agent_output_audio_format,
      userInputAudioFormat: config.asr.user_input_audio_format,
    });
    const mcpStatus = mcpConnectionStatus(this.speaker);
    if (mcpStatus) this.emit(mcpStatus);
    this.voice = await this.options.voiceFor?.(this.config);
    const maxSeconds = this.config.conversation.max_duration_seconds;
    this.timers.once("max-duration", maxSeconds * 1000, () => void this.maxDurationReached());
    this.timers.every("meter", meterEveryMs, () => void this.recordUse());
    this.timers.every("ping", pingEveryMs, () => this.emit({ kind: "ping", ...this.pings.next() }));
    // A workflow may move on before anyone speaks (unconditional and expression edges).
    const walked = this.workflow ? await this.followWorkflow() : "reply";
    if (walked === "handled") return;
    const firstMessage = fillVariables(this.config.agent.first_message, this.variablesNow()).trim();
    if (firstMessage && walked !== "spoke") await this.speakFixed(firstMessage);
    else this.awaitUser(this.reply?.run);
  }

  /** `user_message`: the caller typed a turn. */
  userMessage(text: string, sourceMedium: "text" | "audio" = "text", endedAt = this.now()): void {
    const message = text.trim();
    if (!message || this.ending) return;
    this.cutOff = undefined;
    this.promptedSilence = false;
    this.handedOver = false;
    this.interruptReply();
    const eventId = ++this.eventId;
    if (sourceMedium === "audio") this.emit({ kind: "user_transcript", eventId, text: message });
    this.addTurn({ role: "user", message, sourceMedium });
    this.history.push({ role: "user", content: message });
    if (this.workflow) void this.workflowTurn(message, eventId, endedAt);
    else void this.respond(eventId, endedAt);
  }

  /** A caller turn with a workflow: the graph is followed first, then the agent of its node answers. */
  private async workflowTurn(message: string, eventId: number, endedAt: number): Promise<void> {
    const turn = ++this.callerTurns;
    const walked = this.walks.then(() => this.followWorkflow(message));
    this.walks = walked.catch(() => undefined);
    try {
      const step = await walked;
      // A newer caller turn is answered instead (its walk comes after this one).
      if (step === "handled" || this.ending || turn !== this.callerTurns) return;
      await this.respond(step === "spoke" ? ++this.eventId : eventId, endedAt);
    } catch (error) {
      await this.failed(error);
    }
  }

  /**
   * Follows the workflow (after the caller's words, or at the start of the call) and does what the
   * node it reached asks: the call ends at an end node, is handed over at a standalone-agent node,
   * waits after a say node that waits for the caller; otherwise the agent of the node answers
   * ("spoke" when a say node already said something).
   */
  private async followWorkflow(callerWords?: string): Promise<"reply" | "spoke" | "handled"> {
    const workflow = this.workflow!;
    const before = workflow.nodeId;
    const step = await workflow.advance(callerWords);
    if (this.ending) return "handled";
    if (step.kind === "end") {
      await this.afterPlayback(this.reply?.run);
      await this.end({ status: "done", reason: "the workflow reached an end node", closeCode: 1000 });
      return "handled";
    }
    if (step.kind === "handover") {
      const to = await this.options.prepareAgent(step.node.agent_id ?? "");
      if (typeof to !== "string" && to.agent.id !== this.speaker.agent.id) {
        await this.handOver(
          {
            transfer: {
              agent_id: to.agent.id,
              condition: `the workflow moved to node ${step.nodeId}`,
              delay_ms: step.node.delay_ms,
              transfer_message: step.node.transfer_message ?? null,
              enable_transferred_agent_first_message: step.node.enable_transferred_agent_first_message,
            },
            to,
          },
          this.reply?.run,
        );
        return "handled";
      }
      this.options.ctx.ports.logger.warn("a workflow node could not hand the conversation over", {
        conversationId: this.conversationId,
        nodeId: step.nodeId,
      });
      return "reply";
    }
    if (workflow.nodeId !== before) await this.become(await workflow.speaker());
    if (step.kind === "wait") {
      this.awaitUser(this.reply?.run);
      return "handled";
    }
    return step.spoke ? "spoke" : "reply";
  }

  /** The session's side of the workflow: what its nodes read and do. */
  private workflowHost(): WorkflowHost {
    const { ctx } = this.options;
    return {
      model: () => this.speaker.model,
      variables: () => this.variablesNow(),
      assign: (values) => Object.assign(this.assigned, values),
      dialogue: () => this.history.dialogue(judgedDialogueCharacters),
      say: (text) => this.speakFixed(text, undefined, { thenListen: false }),
      runTools: (nodeId, node, callerWords) => this.runToolNode(nodeId, node, callerWords),
      recordPhoneTransfer: (nodeId, node) => {
        const { call, result } = phoneTransferRecord(`workflow_${nodeId}_${++this.eventId}`, node);
        this.addTurn({ role: "agent", message: null, toolCalls: [call], toolResults: [result] });
      },
      prepare: (config) => prepareSessionAgent(ctx, this.options.speaker.agent, config),
      warn: (message, fields) =>
        ctx.ports.logger.warn(message, { conversationId: this.conversationId, ...fields }),
    };
  }

  /** A tool node's tools run: one agent turn of their calls and results, which the model is told. */
  private async runToolNode(
    nodeId: string,
    node: Parameters<WorkflowHost["runTools"]>[1],
    callerWords: string | undefined,
  ): Promise<boolean> {
    const eventId = ++this.eventId;
    const run = await runWorkflowTools(
      this.options.ctx,
      { agentId: this.speaker.agent.id, conversationId: this.conversationId, nodeId },
      node,
      {
        eventId,
        signal: this.listening.signal,
        emit: this.emit,
        variables: () => this.variablesNow(),
        callerWords,
      },
    );
    if (run.calls.length === 0) return run.succeeded;
    this.addTurn({
      role: "agent",
      message: null,
      toolCalls: run.recorded,
      toolResults: run.outcomes.map((outcome) => outcome.result),
    });
    this.history.push({ role: "assistant", content: "", toolCalls: run.calls });
    for (const { result, assigned } of run.outcomes) {
      Object.assign(this.assigned, assigned);
      this.history.push({ role: "tool", toolCallId: result.requestId, content: result.resultValue });
    }
    return run.succeeded;
  }

  /** The conversation speaks as this agent from now on: its prompt, model, knowledge, tools and voice. */
  private async become(speaker: SessionAgent): Promise<void> {
    if (speaker === this.speaker) return;
    this.speaker = speaker;
    this.config = speaker.config;
    this.knowledge = new TurnKnowledge(this.options.ctx, speaker.knowledge);
    this.tools = this.toolCallsOf(speaker);
    this.voice = await this.options.voiceFor?.(this.config);
  }

  /** `user_audio_chunk`: the caller's audio, in the agent's input format. */
  userAudio(bytes: Uint8Array): void {
    if (this.ending) return;
    this.speech?.push(bytes);
  }

  /** The caller has spoken long enough over the agent to be taking the turn: the agent stops. */
  private callerSpeaks(): void {
    this.timers.clear("turn-timeout");
    this.timers.clear("silence");
    const playing = (this.reply?.run.heard.playbackEndsAt() ?? 0) > this.now();
    if (!this.reply || this.reply.abort.signal.aborted || !playing) return;
    const last = this.transcript.last;
    const interrupted = this.interruptReply();
    if (interrupted)
      this.cutOff = { turn: last?.role === "agent" ? last : undefined, rest: interrupted.rest };
  }

  /** A whole spoken turn: answered, or, when it was only "mm-hm" over the agent, the agent goes on. */
  private callerTurn(text: string, endedAt: number, seconds: number): void {
    const cutOff = this.cutOff;
    this.cutOff = undefined;
    const next = afterCut(text, seconds, cutOff);
    if (next === "answer") {
      this.userMessage(text, "audio", endedAt);
      return;
    }
    if (next === "backchannel") {
      // The agent goes on: its turn is whole again, and the caller's word is kept as a backchannel.
      if (cutOff?.turn) uncutAgentTurn(cutOff.turn);
      this.addTurn({ role: "user", message: text, sourceMedium: "audio", ignoredAsBackchannel: true });
    }
    if (cutOff?.rest) void this.speakFixed(cutOff.rest, cutOff.turn);
  }

  /** `contextual_update`: information for the model that interrupts nothing and is not answered. */
  contextualUpdate(text: string): void {
    if (!text.trim() || this.ending) return;
    this.history.push({ role: "system", content: `Context update: ${text.trim()}` });
    this.addTurn({ role: "user", message: null, contextualUpdate: text.trim() });
  }

  /** `mcp_tool_approval_result`: the caller approved (or refused) an MCP tool call awaiting it. */
  mcpToolApproval(toolCallId: string, approved: boolean): void {
    this.tools.mcpApproval(toolCallId, approved);
  }

  /** `client_tool_result`: the caller's app answered a client tool call (an unknown id is ignored). */
  clientToolResult(toolCallId: string, result: string, isError: boolean): void {
    this.tools.clientResult(toolCallId, result, isError);
  }

  /** `user_activity`: the caller is there (typing): the turn timeout starts again. */
  userActivity(): void {
    if (this.timers.has("turn-timeout")) this.awaitUser();
  }

  /** `feedback`: a like or dislike of the agent's reply with that event id. */
  feedback(score: "like" | "dislike" | null, eventId: number): void {
    const turn = this.transcript.turns.findLast(
      (entry) => entry.role === "agent" && this.eventIds.get(entry) === eventId,
    );
    if (turn) turn.feedback = score;
    this.transcript.save();
  }

  /** `pong`: the answer to a ping, which measures the round trip. */
  pong(eventId: number): void {
    this.pings.answered(eventId);
  }

  /** The client went away (or the transport failed): the call ends with what happened so far. */
  disconnected(): Promise<void> {
    return this.end({ status: "done", reason: "client disconnected", closeCode: 1000 });
  }

  /** The process is stopping: the call ends as failed, what was said kept. */
  shutDown(): Promise<void> {
    return this.end({ status: "failed", reason: "the server stopped", closeCode: 1011 });
  }

  private readonly eventIds = new WeakMap<ConversationTurn, number>();

  private async respond(eventId: number, userEndedAt: number): Promise<void> {
    const abort = new AbortController();
    const newRun = () =>
      new AgentReply(this.options.ctx, this.speaker.model, this.voice, this.replyOutput, abort.signal);
    let run = newRun();
    const firstRun = run;
    const done = (async () => {
      let result: ReplyResult;
      let turn: ConversationTurn | undefined;
      let roundTurn: ConversationTurn | undefined;
      const system: SystemToolOutcome = { endCall: false, results: [] };
      try {
        const knowledge = await this.knowledge.forTurn(this.history.latestUserMessage());
        if (abort.signal.aborted) return;
        // The model answers; when it calls the agent's tools, they run and it is asked again with
        // their results, a few rounds at most.
        for (let round = 0; ; round++) {
          roundTurn = undefined;
          result = await run.run({
            eventId,
            messages: this.history.messages(
              fillVariables(this.config.agent.prompt.prompt, this.variablesNow()),
              knowledge.messages,
            ),
            passages: knowledge.passages,
            tools:
              round < maxToolRounds
                ? [
                    ...languageModelTools(
                      this.speaker.tools,
                      systemToolsOf(this.config, this.speaker.systemTools),
                    ),
                    ...mcpLanguageModelTools(this.speaker.mcpTools),
                  ]
                : [],
            config: this.config,
            dataCollection: Object.entries(this.speaker.agent.platformSettings.data_collection).map(
              ([identifier, item]) => ({ identifier, description: item.description }),
            ),
            ...(this.options.extraBody ? { extraBody: this.options.extraBody } : {}),
            onWritten: (written) => {
              roundTurn = this.recordReply(
                eventId,
                { ...written, firstOutputAt: run.firstOutputAt },
                userEndedAt,
                round === 0 ? knowledge.retrieval : null,
              );
              turn ??= roundTurn;
            },
          });
          if (abort.signal.aborted) return;
          const toolCalls = result.toolCalls.filter((call) => this.tools.typeOf(call.name));
          if (toolCalls.length === 0 || !roundTurn || round >= maxToolRounds) break;
          mergeSystemOutcome(
            system,
            await this.systemToolResults(
              result.toolCalls.filter((call) => !this.tools.typeOf(call.name)),
              roundTurn,
            ),
          );
          const reply = run;
          await this.tools.runReplyTools(toolCalls, {
            eventId,
            signal: abort.signal,
            emit: this.replyOutput,
            turn: roundTurn,
            spokenFirst: result.text,
            speak: (text) => reply.say(text, eventId, this.config),
            variables: () => this.variablesNow(),
            done: ({ result: toolResult, assigned }) => {
              Object.assign(this.assigned, assigned);
              this.history.push({
                role: "tool",
                toolCallId: toolResult.requestId,
                content: toolResult.resultValue,
              });
            },
          });
          this.transcript.save();
          if (abort.signal.aborted) return;
          run = newRun();
          if (this.reply?.abort === abort) this.reply.run = run;
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof LanguageModelError) {
          this.options.ctx.ports.logger.warn("language model failed in a conversation", {
            conversationId: this.conversationId,
            err: error,
          });
          this.emit({ kind: "error", code: 1011, message: messages.llmFailed, errorType: "llm_error" });
          this.awaitUser();
          return;
        }
        throw error;
      } finally {
        // The latency counts to the first audio, which may come after the text was written.
        const firstOutputAt = firstRun.firstOutputAt ?? run.firstOutputAt;
        if (turn && firstOutputAt !== undefined)
          turn.latencyMs = Math.max(0, Math.round(firstOutputAt - userEndedAt));
      }
      if (abort.signal.aborted) return;
      // Calls of the agent's tools past the last round are refused like unknown tools.
      mergeSystemOutcome(system, await this.systemToolResults(result.toolCalls, roundTurn));
      await this.afterReply(system, run);
    })();
    this.reply = { abort, run, done };
    await done.catch((error) => this.failed(error));
  }

  private recordReply(
    eventId: number,
    result: ReplyResult,
    userEndedAt: number,
    retrieval: RagRetrievalRecord | null = null,
  ): ConversationTurn {
    const turn = this.addTurn({
      ragRetrievalInfo: retrieval,
      role: "agent",
      message: result.text || null,
      producingLlm: this.speaker.model.id,
      llmUsage: result.usage,
      latencyMs: result.firstOutputAt === undefined ? null : Math.max(0, result.firstOutputAt - userEndedAt),
      toolCalls: result.toolCalls.map((call) => ({
        requestId: call.id,
        toolName: call.name,
        toolType: this.tools.typeOf(call.name) ?? "system",
        paramsAsJson: JSON.stringify(call.arguments),
      })),
    });
    this.eventIds.set(turn, eventId);
    this.history.push({
      role: "assistant",
      content: result.text,
      ...(result.toolCalls.length ? { toolCalls: result.toolCalls } : {}),
    });
    return turn;
  }

  /** The system tools a reply called: their results, for the model and on the reply's turn. */
  private async systemToolResults(
    calls: readonly LanguageModelToolCall[],
    turn: ConversationTurn | undefined,
  ): Promise<SystemToolOutcome> {
    const eventId = this.eventId;
    const outcome = await decideSystemTools(calls, {
      config: this.config,
      entries: systemToolEntries(this.config, this.speaker.systemTools),
      agentId: this.speaker.agent.id,
      transferAllowed: !this.handedOver,
      prepareAgent: this.options.prepareAgent,
    });
    for (const result of outcome.results) {
      const tool = { eventId, toolName: result.toolName, toolCallId: result.requestId, toolType: "system" };
      this.emit({ kind: "tool_request", ...tool });
      this.history.push({ role: "tool", toolCallId: result.requestId, content: result.resultValue });
      turn?.toolResults.push(result);
      this.emit({ kind: "tool_response", ...tool, isError: result.isError });
    }
    return outcome;
  }

  /** What the reply's system tools asked for, once its audio was sent. */
  private async afterReply(outcome: SystemToolOutcome, run: AgentReply): Promise<void> {
    if (outcome.language) {
      this.config = inLanguage(this.speaker.config, outcome.language);
      this.voice = await this.options.voiceFor?.(this.config);
    }
    const endCall = outcome.endCall;
    this.transcript.save();
    if (outcome.handover) {
      await this.handOver(outcome.handover, run);
      return;
    }
    if (outcome.voicemail) {
      await this.afterPlayback(run);
      if (outcome.voicemail.message)
        await this.speakFixed(fillVariables(outcome.voicemail.message, this.variablesNow()), undefined, {
          thenListen: false,
        });
      await this.end({ status: "done", reason: "voicemail detected", closeCode: 1000 });
      return;
    }
    if (endCall) {
      // Let the caller hear the goodbye before the line goes quiet.
      const playbackEnd = run.heard.playbackEndsAt();
      const wait = playbackEnd === undefined ? 0 : Math.max(0, playbackEnd - this.now());
      this.timers.once(
        "end-call",
        Math.min(wait, 30_000),
        () => void this.end({ status: "done", reason: "end_call tool was called", closeCode: 1000 }),
      );
      return;
    }
    this.awaitUser(run);
  }

  /**
   * `transfer_to_agent`: once the reply was heard (and the transfer's delay), its message is said,
   * and the other agent takes the call with everything said so far: its prompt, model, knowledge,
   * tools and voice. It opens with its first message when the transfer says so, else it answers
   * the caller's last words itself.
   */
  private async handOver({ transfer, to }: AgentHandover, run: AgentReply | undefined): Promise<void> {
    await this.afterPlayback(run, transfer.delay_ms ?? 0);
    if (this.ending) return;
    const message = transfer.transfer_message?.trim();
    if (message) await this.speakFixed(message, undefined, { thenListen: false });
    if (this.ending) return;
    const from = this.speaker.agent;
    this.handedOver = true;
    await this.become(to);
    this.history.push({
      role: "system",
      content: `The conversation was handed to you by the agent "${from.name}" because: ${transfer.condition}. Continue it.`,
    });
    const firstMessage = fillVariables(to.config.agent.first_message, this.variablesNow()).trim();
    if (transfer.enable_transferred_agent_first_message && firstMessage) {
      await this.speakFixed(firstMessage);
      return;
    }
    if (this.history.latestUserMessage() === undefined) {
      this.awaitUser();
      return;
    }
    await this.respond(++this.eventId, this.now());
  }

  /** Waits until the caller heard the reply (at most 30 s), then `extraMs` more. */
  private async afterPlayback(run: AgentReply | undefined, extraMs = 0): Promise<void> {
    const playbackEnd = run?.heard.playbackEndsAt();
    const wait = playbackEnd === undefined ? 0 : Math.max(0, playbackEnd - this.now());
    const ms = Math.min(wait, 30_000) + extraMs;
    if (ms > 0) await new Promise<void>((resolve) => this.timers.once("handover", ms, resolve));
  }

  /** After the agent spoke: the turn timeout, then the silence timeout that ends the call. */
  private awaitUser(run?: AgentReply): void {
    const now = this.now();
    const playbackEnd = run?.heard.playbackEndsAt() ?? now;
    const afterSpeech = Math.max(0, playbackEnd - now);
    const { turn_timeout: turnTimeout, silence_end_call_timeout: silenceTimeout } = this.config.turn;
    this.timers.clear("turn-timeout");
    this.timers.clear("silence");
    // One prompt per silence: after "Are you still there?" the agent waits for the caller (or the
    // silence timeout), instead of asking again every few seconds.
    if (turnTimeout > 0 && !this.promptedSilence)
      this.timers.once("turn-timeout", afterSpeech + turnTimeout * 1000, () => {
        this.promptedSilence = true;
        void this.speakFixed(stillThere);
      });
    if (silenceTimeout > 0)
      this.timers.once(
        "silence",
        afterSpeech + silenceTimeout * 1000,
        () => void this.end({ status: "done", reason: "the caller was silent", closeCode: 1000 }),
      );
  }

  /**
   * Speaks a text no model wrote (the first message, the turn-timeout prompt), or the rest of a reply
   * the caller only acknowledged (`continues`: that turn already holds the text).
   */
  private async speakFixed(
    text: string,
    continues?: ConversationTurn,
    { thenListen = true }: { thenListen?: boolean } = {},
  ): Promise<void> {
    this.interruptReply();
    const eventId = ++this.eventId;
    const abort = new AbortController();
    const run = new AgentReply(
      this.options.ctx,
      this.speaker.model,
      this.voice,
      this.replyOutput,
      abort.signal,
    );
    if (!continues) {
      // In the transcript from the start, so an interruption corrects it to what was heard.
      const turn = this.addTurn({ role: "agent", message: text });
      this.eventIds.set(turn, eventId);
      this.history.push({ role: "assistant", content: text });
    }
    const done = (async () => {
      await run.say(text, eventId, this.config, { respond: !continues });
      if (abort.signal.aborted) return;
      this.transcript.save();
      if (thenListen) this.awaitUser(run);
    })();
    this.reply = { abort, run, done };
    await done.catch((error) => this.failed(error));
  }

  /**
   * Stops the agent mid-reply: the transcript keeps what the caller heard. Answers what was not heard
   * yet when the reply was still playing.
   */
  private interruptReply(): { rest: string } | undefined {
    const reply = this.reply;
    this.reply = undefined;
    this.timers.clear("turn-timeout");
    this.timers.clear("silence");
    if (!reply || reply.abort.signal.aborted) return undefined;
    reply.abort.abort();
    const now = this.now();
    const stillPlaying = (reply.run.heard.playbackEndsAt() ?? 0) > now;
    if (!stillPlaying) return undefined;
    this.emit({ kind: "interruption", eventId: this.eventId + 1 });
    const last = this.transcript.last;
    const { rest, correction } = cutAgentTurn(last, reply.run.heard.heardBy(now));
    if (last && correction)
      this.emit({
        kind: "agent_response_correction",
        eventId: this.eventIds.get(last) ?? this.eventId,
        ...correction,
      });
    return { rest };
  }

  /** A reply's events, unless the call has ended (an interrupted reply stops by its abort signal). */
  private readonly replyOutput: ConversationOutput = (event) => {
    if (!this.ending || event.kind === "end") this.emit(event);
  };

  private variablesNow(): Record<string, VariableValue> {
    const { conversation, ctx } = this.options;
    const agent = this.speaker.agent;
    return {
      ...this.options.variables,
      ...this.assigned,
      ...systemVariables({
        agentId: agent.id,
        conversationId: conversation.id,
        callerId: conversation.userId,
        timezone: this.config.agent.prompt.timezone,
        now: ctx.ports.clock.now(),
        callDurationSeconds: this.meter.elapsedSeconds(),
      }),
    };
  }

  private addTurn(
    turn: Partial<ConversationTurn> & Pick<ConversationTurn, "role" | "message">,
  ): ConversationTurn {
    const nodeId = this.workflow?.nodeId;
    const speaking =
      turn.role === "agent"
        ? { agentId: this.speaker.agent.id, ...(nodeId !== undefined ? { workflowNodeId: nodeId } : {}) }
        : {};
    return this.transcript.add({ ...speaking, ...turn }, this.meter.elapsedSeconds());
  }

  /**
   * Records the use so far and the heartbeat (and the transcript with it), and reserves the next
   * block of credits ahead of need; when the quota refuses more, the call ends as the reserved
   * credits run out.
   */
  private async recordUse(): Promise<void> {
    if (this.ending) return;
    const use = await this.meter.record(!this.timers.has("out-of-credits"));
    if (use.whenRefused !== undefined)
      this.timers.once(
        "out-of-credits",
        use.whenRefused,
        () =>
          void this.end({
            status: "done",
            reason: "the workspace ran out of credits",
            closeCode: 1000,
            error: { code: 1000, message: messages.insufficientCredits, errorType: "quota_exceeded" },
          }),
      );
    this.transcript.save({ durationSeconds: use.seconds, cost: use.cost });
  }

  private async maxDurationReached(): Promise<void> {
    const goodbye = this.config.agent.max_conversation_duration_message.trim();
    if (goodbye) await this.speakFixed(goodbye).catch(() => undefined);
    await this.end({
      status: "done",
      reason: "maximum duration reached",
      closeCode: 1000,
      error: { code: 1000, message: messages.conversationMaxDuration, errorType: "max_duration_exceeded" },
    });
  }

  private failed(error: unknown): Promise<void> {
    this.options.ctx.ports.logger.error("a conversation failed", {
      conversationId: this.conversationId,
      err: error,
    });
    return this.end({
      status: "failed",
      reason: "internal error",
      closeCode: 1011,
      error: { code: 1011, message: messages.internalError, errorType: "internal_error" },
    });
  }

  /** Ends the call once: stops the reply and the timers, settles the credits, records the outcome. */
  private end(ending: Ending): Promise<void> {
    this.ending ??= (async () => {
      this.timers.clearAll();
      this.reply?.abort.abort();
      this.listening.abort();
      this.speech?.close();
      const { ctx, conversation } = this.options;
      const use = this.meter.finalUse();
      if (ending.error) this.emit({ kind: "error", ...ending.error });
      await ctx.ports.store.conversations.transition(ctx.workspaceId, conversation.id, ["in-progress"], {
        status: "processing",
      });
      await this.transcript.settled();
      await this.meter.settle(use);
      const hasAudio =
        this.options.record && !this.recording.isEmpty
          ? await storeCallRecording(ctx.ports, conversation, this.recording)
          : false;
      await saveEnding(ctx, conversation, {
        ending,
        use,
        hasAudio,
        transcript: this.transcript.turns,
        mainLanguage: this.config.agent.language,
        ...(this.workflow ? { workflowNodesEntered: this.workflow.entered } : {}),
      });
      this.emit({ kind: "end", closeCode: ending.closeCode, reason: ending.reason });
    })().catch((error) => {
      this.options.ctx.ports.logger.error("could not end a conversation cleanly", {
        conversationId: this.conversationId,
        err: error,
      });
      this.emit({ kind: "end", closeCode: 1011, reason: "internal error" });
    });
    return this.ending;
  }
}

/** Credits per minute of a conversation: 1,000, half in development (spec 001 §9). */
export const conversationCreditsPerMinute = (development: boolean) =>
  conversationCredits.perMinute * (development ? conversationCredits.developmentDiscount : 1);
