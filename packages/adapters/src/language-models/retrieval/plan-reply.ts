import type { LanguageModelRequest } from "@chorus/domain";
import { latestUserMessage, systemPrompt } from "./conversation.ts";
import { questionCues } from "./cues.ts";
import { dataCollectionState, questionFor } from "./data-collection.ts";
import { readUserTurn } from "./intents.ts";
import { promptSubject } from "./prompt-subject.ts";
import { rankSentences } from "./rank-sentences.ts";
import { knowledgeSentences } from "./sentences.ts";
import { planToolUse } from "./tools/plan-tool-use.ts";
import { planTransfer } from "./tools/plan-transfer.ts";
import { contentTerms } from "./words.ts";

/** What the engine says, and whether it then ends the call. */
export interface PlannedReply {
  sentences: string[];
  endCall: boolean;
  /** One of the agent's tools to call after the sentences (they tell the caller to wait). */
  toolCall?: { name: string; arguments: Record<string, unknown> };
}

/** Knowledge passages read beside the prompt. */
const maxPassages = 500;
/**
 * How much of the question a sentence must cover to be said: below it, the overlap is a word in
 * passing ("bread" in "Do you deliver bread to Paris?") and "I don't know" is the honest answer.
 */
const minimumRelevance = 0.3;
/** A second sentence is said when it scores nearly as well as the first (often the rest of the fact). */
const secondSentenceShare = 0.75;

const anythingElse = "Is there anything else I can help you with?";

/**
 * The retrieval engine's reply to the conversation so far: a tool's result said as it came, or the
 * agent's tool the caller's words point at (called, or its missing value asked for); courtesies
 * answered as courtesies, a question answered with the prompt's own sentences that match it best, or
 * a plain "I don't know"; then the next data-collection question. Nothing here is random: the same request gives the same
 * reply.
 */
export function planReply(request: Pick<LanguageModelRequest, "messages" | "tools" | "hints">): PlannedReply {
  const reply = (sentences: string[], endCall = false): PlannedReply => ({ sentences, endCall });
  const prompt = systemPrompt(request.messages);
  const collection = dataCollectionState(request.messages, request.hints?.dataCollection ?? []);
  const thenAsk = (sentences: string[]) =>
    reply([...sentences, collection.next ? questionFor(collection.next) : anythingElse]);

  const message = latestUserMessage(request.messages);
  // The agent speaks first (no first message configured): it offers help.
  if (message === undefined) return reply(["Hello!", "How can I help you today?"]);
  if (message.trim() === "") return reply(["Sorry, I didn't catch that.", "Could you say it again?"]);

  // A transfer the caller's words ask for comes first: the other agent answers them.
  const transfer = planTransfer(request.tools, message);
  if (transfer) return { sentences: ["One moment, I'll transfer you."], endCall: false, toolCall: transfer };

  const tools = planToolUse(request);
  if (tools?.kind === "report") return thenAsk(tools.sentences);
  if (tools?.kind === "ask") return reply([tools.sentence]);
  if (tools?.kind === "call")
    return {
      sentences: ["One moment, let me check."],
      endCall: false,
      toolCall: { name: tools.name, arguments: tools.arguments },
    };

  const turn = readUserTurn(message);
  const question = [...contentTerms(turn.rest.join(" ")), ...questionCues(turn.rest)];
  if (turn.goodbye && question.length === 0) {
    return reply(
      ["Goodbye, and have a nice day!"],
      request.tools.some((tool) => tool.name === "end_call"),
    );
  }
  if (collection.answered) return thenAsk(["Thank you."]);
  if (turn.identity === "bot") {
    return thenAsk([
      "I'm an automated assistant, not a person.",
      "I answer from the information I was given.",
    ]);
  }

  const passages = (request.hints?.passages ?? []).slice(0, maxPassages);
  const knowledge = knowledgeSentences([prompt, ...passages]);
  if (turn.identity === "who") {
    const persona = knowledge.find(
      (sentence) => sentence.text.startsWith("I am") || sentence.text.startsWith("My name"),
    );
    const subject = promptSubject(prompt);
    return thenAsk([persona?.text ?? `I'm an automated assistant${subject ? ` for ${subject}` : ""}.`]);
  }
  if (question.length > 0) {
    const opening = turn.greeting ? [greetingBack(turn.greeting)] : [];
    const ranked = rankSentences(question, knowledge);
    const best = ranked[0];
    if (!best || best.relevance < minimumRelevance) {
      return thenAsk([...opening, ...dontKnow(prompt, knowledge.length > 0)]);
    }
    const second = ranked[1];
    const chosen =
      second &&
      second.relevance >= minimumRelevance &&
      second.score >= best.score * secondSentenceShare &&
      second.sentence.text !== best.sentence.text
        ? [best, second].sort((x, y) => x.index - y.index)
        : [best];
    return thenAsk([...opening, ...chosen.map((ranking) => ranking.sentence.text)]);
  }
  if (turn.thanks) return thenAsk(["You're welcome."]);
  if (turn.greeting) return reply([greetingBack(turn.greeting), "How can I help you today?"]);
  // Only small words ("okay", "what?"): nothing to look up.
  if (turn.question)
    return reply(["Sorry, I didn't understand the question.", "Could you ask it in other words?"]);
  return thenAsk([]);
}

/** "good morning" → "Good morning!"; any other greeting → "Hello!". */
function greetingBack(greeting: string): string {
  const timeOfDay = greeting.match(/^good (morning|afternoon|evening|day)$/)?.[1];
  return timeOfDay ? `Good ${timeOfDay}!` : "Hello!";
}

function dontKnow(prompt: string, hasKnowledge: boolean): string[] {
  if (!hasKnowledge)
    return ["I'm sorry, I don't know that.", "I wasn't given any information to answer from."];
  const subject = promptSubject(prompt);
  return [
    "I'm sorry, I don't know that.",
    subject
      ? `I can only answer from what I was told about ${subject}.`
      : "I can only answer from the information I was given.",
  ];
}
