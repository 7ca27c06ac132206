import type { LanguageModel, LanguageModelMessage } from "../../ports/language-model.ts";

/** How long one model answer may take (a test's reply, a judge's verdict, an analysis). */
export const modelAnswerTimeoutMs = 60_000;

/**
 * Whether the model can read an instruction and answer it. The embedded retrieval engine cannot
 * (it answers from passages): a verdict or a role-play asked of it would be canned text.
 */
export const readsInstructions = (model: LanguageModel) => model.kind !== "retrieval";

/** The model's whole text answer to messages, without tools. */
export async function askModel(
  model: LanguageModel,
  messages: readonly LanguageModelMessage[],
  options: { temperature?: number; language?: string } = {},
): Promise<string> {
  let text = "";
  for await (const event of model.chat({
    messages,
    tools: [],
    temperature: options.temperature ?? 0,
    signal: AbortSignal.timeout(modelAnswerTimeoutMs),
    language: options.language ?? "en",
  }))
    if (event.type === "text") text += event.text;
  return text.trim();
}
