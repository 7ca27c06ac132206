import { listLlms } from "@chorus/contract";
import { listLanguageModels } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const listLlmsRoute = bindOperation(listLlms, async ({ ctx }) => ({
  llms: listLanguageModels(ctx).map((model) => ({
    llm: model.llm,
    is_checkpoint: false,
    max_tokens_limit: 4_096,
    max_context_limit: model.maxContextTokens ?? 8_192,
    supports_image_input: false,
    supports_document_input: false,
    supports_parallel_tool_calls: model.kind === "remote",
    kind: model.kind,
  })),
  // Chorus never retires a model behind an agent's back: nothing is deprecated.
  default_deprecation_config: {
    warning_start_days: 0,
    fallback_start_days: 0,
    fallback_complete_days: 0,
    fallback_start_percentage: 0,
    fallback_complete_percentage: 0,
  },
}));
