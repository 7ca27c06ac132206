import { transcriptText } from "../conversations/analysis/transcript-text.ts";
import type { LanguageModel } from "../ports/language-model.ts";
import type { TestTranscriptEntry, TestVerdict } from "./agent-test-records.ts";
import { askModel } from "./ask-model.ts";
import { parseVerdict, verdictFormat } from "./judge-verdict.ts";

/** The verdict of a judge model's answer, or a failure that says the answer was not one. */
export function verdictOf(model: LanguageModel, answer: string): TestVerdict {
  const verdict = parseVerdict(answer);
  if (!verdict)
    return {
      result: "unknown",
      summary: `The judge model (${model.id}) did not answer with a verdict, so the test cannot pass.`,
      messages: [`Its answer: ${answer.slice(0, 500)}`],
    };
  return { result: verdict.result, summary: verdict.rationale, messages: [`Judged by ${model.id}.`] };
}

/** An LLM test's verdict by the language model: the agent's reply against the condition and examples. */
export async function judgeReplyWithModel(
  model: LanguageModel,
  test: { condition: string; successExamples: readonly string[]; failureExamples: readonly string[] },
  conversation: readonly TestTranscriptEntry[],
  reply: TestTranscriptEntry,
): Promise<TestVerdict> {
  const examples = (title: string, list: readonly string[]) =>
    list.length ? `\n\n${title}:\n${list.map((example) => `- ${example}`).join("\n")}` : "";
  const answer = await askModel(model, [
    {
      role: "system",
      content: `You judge whether an AI agent's reply in a conversation meets a success condition. Judge only the agent's last reply. ${verdictFormat}`,
    },
    {
      role: "user",
      content: `Success condition: ${test.condition}${examples("Replies that succeed", test.successExamples)}${examples("Replies that fail", test.failureExamples)}\n\nConversation:\n${transcriptText(conversation)}\n\nThe agent's reply to judge:\n${transcriptText([reply])}`,
    },
  ]);
  return verdictOf(model, answer);
}
