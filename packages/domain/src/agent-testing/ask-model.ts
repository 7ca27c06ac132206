import type { AuthenticatedContext } from "../context.ts";
import type { LanguageModel } from "../ports/language-model.ts";

export { askModel, readsInstructions } from "../conversations/analysis/ask-model.ts";

/**
 * The model that judges tests and plays simulated users: the one configured for `llm` (the
 * default without it), through the same port conversations use.
 */
export function judgeModel(ctx: AuthenticatedContext, llm?: string | null): LanguageModel {
  return ctx.ports.languageModels.forAgent(llm ?? undefined);
}
