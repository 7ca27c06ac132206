import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { assertMayEditDictionaries } from "./dictionary-access.ts";

/**
 * Whether the caller may create a dictionary: the API key's permission and an editor role (spec 001
 * §5). `POST /v1/pronunciation-dictionaries/add-from-file` runs it before its file is read; both
 * create verbs run it first.
 */
export function assertCanCreateDictionary(ctx: AuthenticatedContext): void {
  requirePermission(ctx, "pronunciation_dictionaries_write");
  assertMayEditDictionaries(ctx);
}
