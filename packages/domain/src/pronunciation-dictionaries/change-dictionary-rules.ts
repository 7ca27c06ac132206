import { messages, type PronunciationRuleInput } from "@chorus/contract";
import { requirePermission } from "../auth/require-permission.ts";
import type { AuthenticatedContext } from "../context.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { assertMayEditDictionaries, findDictionary } from "./dictionary-access.ts";
import type { PronunciationDictionaryVersionRecord, PronunciationRule } from "./dictionary-records.ts";
import { assertRuleCount, mergeRules, toStoredRules } from "./rule-input.ts";

export type RulesChange =
  | { kind: "add"; rules: readonly PronunciationRuleInput[] }
  | { kind: "remove"; ruleStrings: readonly string[] }
  | { kind: "set"; rules: readonly PronunciationRuleInput[] };

/**
 * `add-rules`, `remove-rules` and `set-rules`: every change makes a new immutable version built on the
 * latest one (read under the dictionary row's lock, so concurrent changes do not lose each other).
 */
export async function changeDictionaryRules(
  ctx: AuthenticatedContext,
  dictionaryId: string,
  change: RulesChange,
): Promise<PronunciationDictionaryVersionRecord> {
  requirePermission(ctx, "pronunciation_dictionaries_write");
  assertMayEditDictionaries(ctx);
  await findDictionary(ctx, dictionaryId);
  const incoming = change.kind === "remove" ? [] : toStoredRules(change.rules, ["body", "rules"]);
  return ctx.ports.store.transaction(async (tx) => {
    const dictionary = await tx.pronunciationDictionaries.findForUpdate(ctx.workspaceId, dictionaryId);
    if (!dictionary)
      throw new DomainError(
        "pronunciation_dictionary_not_found",
        messages.pronunciationDictionaryNotFound(dictionaryId),
      );
    const latest = await tx.pronunciationDictionaries.findVersion(
      ctx.workspaceId,
      dictionaryId,
      dictionary.latestVersionId,
    );
    const rules = nextRules(latest?.rules ?? [], change, incoming);
    assertRuleCount(rules, ["body", "rules"]);
    const now = ctx.ports.clock.now();
    const version: PronunciationDictionaryVersionRecord = {
      id: newId(),
      dictionaryId,
      workspaceId: ctx.workspaceId,
      rules,
      createdAt: now,
    };
    await tx.pronunciationDictionaries.insertVersion(version);
    await tx.pronunciationDictionaries.update(ctx.workspaceId, dictionaryId, {
      latestVersionId: version.id,
      latestVersionRulesNum: rules.length,
      updatedAt: now,
    });
    return version;
  });
}

function nextRules(
  current: readonly PronunciationRule[],
  change: RulesChange,
  incoming: PronunciationRule[],
): PronunciationRule[] {
  if (change.kind === "add") return mergeRules(current, incoming);
  if (change.kind === "set") return mergeRules([], incoming);
  const removed = new Set(change.ruleStrings.map((text) => text.trim()));
  return current.filter((rule) => !removed.has(rule.stringToReplace));
}
