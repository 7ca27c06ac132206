import type { LanguageModelMessage, LanguageModelTool } from "@chorus/domain";
import type {
  ChatCompletionFunctionTool,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";

/** The conversation in OpenAI's chat shapes: tool calls as function calls with JSON-text arguments. */
export function openAiMessages(messages: readonly LanguageModelMessage[]): ChatCompletionMessageParam[] {
  return messages.map(openAiMessage);
}

function openAiMessage(message: LanguageModelMessage): ChatCompletionMessageParam {
  switch (message.role) {
    case "system":
    case "user":
      return { role: message.role, content: message.content };
    case "assistant":
      if (!message.toolCalls || message.toolCalls.length === 0) {
        return { role: "assistant", content: message.content };
      }
      return {
        role: "assistant",
        // OpenAI's own turns carry `null`, not "", beside tool calls; some compatible servers refuse "".
        content: message.content === "" ? null : message.content,
        tool_calls: message.toolCalls.map((call) => ({
          id: call.id,
          type: "function",
          function: { name: call.name, arguments: JSON.stringify(call.arguments) },
        })),
      };
    case "tool":
      return { role: "tool", tool_call_id: message.toolCallId, content: message.content };
  }
}

export function openAiTools(tools: readonly LanguageModelTool[]): ChatCompletionFunctionTool[] {
  return tools.map((tool) => ({
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
}
