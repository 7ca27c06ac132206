import { randomUUID } from "node:crypto";
import { basename } from "node:path";
import {
  type LanguageModel,
  LanguageModelError,
  type LanguageModelEvent,
  type LanguageModelRequest,
  zeroTokenPrice,
} from "@chorus/domain";
import type { LlamaChatResponse } from "node-llama-cpp";
import { ChunkChannel } from "../../speech-engines/shared/chunk-channel.ts";
import { chatHistory } from "./chat-history.ts";
import { EnvelopeTextStream } from "./envelope-text-stream.ts";
import { GrammarCache } from "./grammar-cache.ts";
import { type LlamaCppModelOptions, type LoadedLlamaModel, loadLlamaModel } from "./load-llama-model.ts";
import { readReplyEnvelope } from "./reply-envelope.ts";

/** node-llama-cpp's own suggestion; its default of 0 (greedy) makes small models loop. */
const defaultTemperature = 0.8;
/** A turn is a few spoken sentences; without a cap a looping model would talk until the context is full. */
const defaultMaxTokens = 1024;

export interface LlamaCppModel extends LanguageModel {
  readonly kind: "llama-cpp";
  /** Frees the model and its context (server shutdown, tests); a later chat loads it again. */
  dispose(): Promise<void>;
}

function modelError(error: unknown): LanguageModelError {
  if (error instanceof LanguageModelError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new LanguageModelError(`llama.cpp failed: ${reason}`, { cause: error });
}

/**
 * The embedded language model: a GGUF file run by llama.cpp in this process (node-llama-cpp), for
 * servers that should answer without any remote service. Loaded on first use, so configuring one costs
 * nothing until an agent talks; inference runs on llama.cpp's native threads, the event loop only
 * receives tokens.
 */
export function createLlamaCppModel(options: LlamaCppModelOptions): LlamaCppModel {
  let loading: Promise<{ loaded: LoadedLlamaModel; grammars: GrammarCache }> | undefined;

  const load = () => {
    loading ??= loadLlamaModel(options).then((loaded) => ({
      loaded,
      grammars: new GrammarCache(loaded.model.llama),
    }));
    // A failed load is not remembered: the file may be there on the next turn.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  async function* chat(request: LanguageModelRequest): AsyncGenerator<LanguageModelEvent> {
    if (request.signal.aborted) return;
    const { loaded, grammars } = await load();
    const grammar =
      request.tools.length > 0
        ? await grammars.forTools(request.tools).catch((error) => {
            throw modelError(error);
          })
        : undefined;

    const history = chatHistory(request.messages, request.tools);

    // Stops generation on the caller's abort and when the consumer stops reading early.
    const stopReading = new AbortController();
    const stop = AbortSignal.any([request.signal, stopReading.signal]);
    const sequence = await loaded.pool.acquire(stop);
    if (!sequence) return;

    const events = new ChunkChannel<LanguageModelEvent>();
    const llamaChat = loaded.startChat(sequence);
    const envelopeText = grammar ? new EnvelopeTextStream() : undefined;
    const maxTokens = request.maxTokens ?? defaultMaxTokens;

    const finish = (response: LlamaChatResponse): void => {
      if (stop.aborted) {
        events.end();
        return;
      }
      if (envelopeText) {
        // A message's text has already streamed, complete or cut off; only a call is read at the end.
        const envelope = readReplyEnvelope(response.response, request.tools);
        if (envelope?.type === "tool_call") {
          events.push({
            type: "tool_call",
            call: { id: `call_${randomUUID()}`, name: envelope.name, arguments: envelope.arguments },
          });
        } else if (!envelope && envelopeText.isToolCall) {
          const cutOff = response.metadata.stopReason === "maxTokens";
          events.fail(
            new LanguageModelError(
              cutOff
                ? `The model's tool call was cut off at maxTokens (${maxTokens})`
                : `The model's tool call is not valid JSON: ${response.response}`,
            ),
          );
          return;
        }
      }
      const meter = sequence.tokenMeter;
      events.push({
        type: "usage",
        inputTokens: meter.usedInputTokens,
        outputTokens: meter.usedOutputTokens,
      });
      events.end();
    };

    const generation = llamaChat
      .generateResponse(history, {
        signal: stop,
        // An abort returns what was generated instead of throwing; the stream then just ends.
        stopOnAbortSignal: true,
        maxTokens,
        temperature: request.temperature ?? defaultTemperature,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(grammar ? { grammar } : {}),
        onTextChunk: (chunk) => {
          const text = envelopeText ? envelopeText.push(chunk) : chunk;
          if (text !== "") events.push({ type: "text", text });
        },
      })
      .then(finish, (error: unknown) => {
        // Aborted before the first token: node-llama-cpp throws the signal's reason.
        if (stop.aborted) events.end();
        else events.fail(modelError(error));
      });

    try {
      for await (const event of events) {
        if (request.signal.aborted) return;
        yield event;
      }
    } finally {
      stopReading.abort();
      await generation;
      llamaChat.dispose();
      loaded.pool.release(sequence);
    }
  }

  return {
    id: basename(options.modelPath).replace(/\.gguf$/i, ""),
    kind: "llama-cpp",
    // Runs on the operator's own machine: no provider bills its tokens.
    price: zeroTokenPrice,
    chat,
    async dispose() {
      const current = await loading?.catch(() => undefined);
      loading = undefined;
      if (!current) return;
      await current.loaded.context.dispose();
      await current.loaded.model.dispose();
    },
  };
}
