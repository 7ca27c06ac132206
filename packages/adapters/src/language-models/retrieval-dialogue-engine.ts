import {
  type LanguageModel,
  type LanguageModelEvent,
  type LanguageModelRequest,
  zeroTokenPrice,
} from "@chorus/domain";
import { planReply } from "./retrieval/plan-reply.ts";
import { meetsCondition } from "./retrieval/tools/plan-transfer.ts";

/** The name agents use for it, and what a turn records as `producing_llm`. */
export const retrievalModelId = "chorus-retrieval";

/** Characters of one message counted for the usage estimate. */
const maxCountedCharacters = 200_000;
/** Messages counted for it: far more than a conversation holds. */
const maxCountedMessages = 10_000;

/**
 * The embedded default when no model is configured: it understands nothing, and says so. Greetings,
 * thanks and goodbyes get the matching courtesy (a goodbye also calls `end_call` when the agent offers
 * it); a question gets the one or two sentences of the prompt and the knowledge passages that share
 * the most words with it (BM25), quoted, or a plain "I don't know"; then the next data-collection
 * question. The agent's own tools (webhook, client) are called when the caller's words point at one,
 * with the values it can read from them (numbers, written dates, emails, phones, a given name, allowed
 * values; a missing required one is asked for), and their results are said as they came
 * (retrieval/tools/). Deterministic, so a conversation can be replayed and tested.
 *
 * The replies are English whatever `request.language` is: the engine has no phrasing of its own in
 * other languages, and the sentences it quotes are in the prompt's language anyway.
 */
export function createRetrievalDialogueEngine(): LanguageModel {
  return {
    id: retrievalModelId,
    kind: "retrieval",
    // Plain code in this process: its "tokens" cost nothing.
    price: zeroTokenPrice,
    async *chat(request: LanguageModelRequest): AsyncGenerator<LanguageModelEvent> {
      if (request.signal.aborted) return;
      const plan = planReply(request);
      let spoken = 0;
      // Sentence by sentence, as a model streams, so speech can start on the first one.
      for (const [index, sentence] of plan.sentences.entries()) {
        if (request.signal.aborted) return;
        const text = index < plan.sentences.length - 1 ? `${sentence} ` : sentence;
        spoken += countWords(text);
        yield { type: "text", text };
      }
      if (request.signal.aborted) return;
      if (plan.toolCall) {
        yield {
          type: "tool_call",
          call: { id: `call_${plan.toolCall.name}_${request.messages.length}`, ...plan.toolCall },
        };
      }
      if (plan.endCall) {
        // The id only has to be unique within the conversation; the turn's position makes it so, and
        // keeps the reply deterministic.
        yield {
          type: "tool_call",
          call: { id: `call_end_${request.messages.length}`, name: "end_call", arguments: {} },
        };
      }
      // There is no tokenizer without a model: "tokens" here are words, counted over what was read
      // (the messages) and what was said.
      let read = 0;
      for (const message of request.messages.slice(0, maxCountedMessages))
        read += countWords(message.content);
      yield { type: "usage", inputTokens: read, outputTokens: spoken };
    },
    conditionMet: meetsCondition,
  };
}

function countWords(text: string): number {
  return text.slice(0, maxCountedCharacters).split(/\s+/).filter(Boolean).length;
}
