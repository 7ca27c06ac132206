import type { WorkflowCondition } from "@chorus/contract";
import type { LanguageModel } from "../../../ports/language-model.ts";
import { askModel } from "../../analysis/ask-model.ts";
import { answerObject } from "../../analysis/model-analysis.ts";
import type { VariableValue } from "../../dynamic-variables.ts";
import { evaluateExpression, isTruthy } from "./evaluate-expression.ts";

/** What deciding an edge's condition reads of the conversation at that moment. */
export interface ConditionFacts {
  variables: Readonly<Record<string, VariableValue>>;
  /**
   * The caller's words since the conversation entered the node, or undefined when they have not
   * spoken since: a condition about what the caller says waits for them to say something.
   */
  callerWords: string | undefined;
  /** The conversation so far as lines, for a model's judgement. */
  dialogue: () => string;
  /** The model of the agent speaking now. */
  model: LanguageModel;
  /** Whether every tool of the last tool node succeeded; undefined before any ran. */
  lastResult: boolean | undefined;
}

/** Characters of the conversation a model is shown to judge a condition. */
export const judgedDialogueCharacters = 8_000;

const judgeInstructions =
  'You decide whether a condition about a conversation between a caller and an agent holds now. Answer with JSON only: {"met": true} when it holds, {"met": false} when it does not or you cannot tell.';

/**
 * Whether a model says an `llm` condition holds: one strict yes/no JSON question about the
 * conversation so far. Any other answer is "no" (the conversation stays where it is), logged by the
 * caller through `onUnreadable`.
 */
async function modelSaysMet(
  model: LanguageModel,
  condition: string,
  dialogue: string,
  onUnreadable: (answer: string) => void,
): Promise<boolean> {
  const answer = await askModel(model, [
    { role: "system", content: judgeInstructions },
    { role: "user", content: `Condition: ${condition}\n\nConversation:\n${dialogue}` },
  ]);
  const met = answerObject(answer)?.met;
  if (typeof met === "boolean") return met;
  onUnreadable(answer);
  return false;
}

/**
 * Whether an edge's condition holds (issue 19 §3): `unconditional` always; `expression` when its
 * value over the dynamic variables is true; `result` when the last tool node's outcome is the one
 * named; `llm` once the caller has spoken in the node, by the engine's own word rule on the retrieval
 * engine (the same one its transfers use) or by asking the model.
 */
export async function conditionHolds(
  condition: WorkflowCondition,
  facts: ConditionFacts,
  onUnreadable: (answer: string) => void = () => undefined,
): Promise<boolean> {
  switch (condition.type) {
    case "unconditional":
      return true;
    case "expression":
      return isTruthy(evaluateExpression(condition.expression, facts.variables));
    case "result":
      return facts.lastResult !== undefined && facts.lastResult === condition.successful;
    case "llm": {
      if (facts.callerWords === undefined) return false;
      if (facts.model.conditionMet) return facts.model.conditionMet(condition.condition, facts.callerWords);
      return modelSaysMet(
        facts.model,
        condition.condition,
        facts.dialogue().slice(-judgedDialogueCharacters),
        onUnreadable,
      );
    }
  }
}
