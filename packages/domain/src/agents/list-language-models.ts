import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { LanguageModelListing } from "../ports/language-model.ts";

/** `GET /v1/convai/llm/list`: the models agents can use here, the default first. */
export function listLanguageModels(ctx: AuthenticatedContext): readonly LanguageModelListing[] {
  requirePermission(ctx, "convai_read");
  return ctx.ports.languageModels.list();
}
