import { messages } from "@chorus/contract";
import type { AuthenticatedContext } from "../../context.ts";
import { DomainError } from "../../shared/domain-error.ts";
import type { PronunciationRule } from "../dictionary-records.ts";
import { findDictionaryVersion } from "../find-dictionary-version.ts";

export interface DictionaryLocator {
  pronunciation_dictionary_id: string;
  version_id?: string | null;
}

/**
 * `pronunciation_dictionary_locators` of a speech request: up to 3 of the workspace's dictionaries, each
 * at the version named (the latest when none), their rules in locator order (the first match wins).
 */
export async function resolveLocatorRules(
  ctx: AuthenticatedContext,
  locators: readonly DictionaryLocator[] | null | undefined,
): Promise<PronunciationRule[]> {
  if (!locators?.length) return [];
  if (locators.length > 3)
    throw DomainError.invalidField(
      ["body", "pronunciation_dictionary_locators"],
      messages.pronunciationTooManyLocators,
    );
  const rules: PronunciationRule[] = [];
  for (const locator of locators) {
    const dictionaryId = locator.pronunciation_dictionary_id;
    let versionId = locator.version_id;
    if (!versionId) {
      const dictionary = await ctx.ports.store.pronunciationDictionaries.find(ctx.workspaceId, dictionaryId);
      if (!dictionary)
        throw new DomainError(
          "pronunciation_dictionary_not_found",
          messages.pronunciationDictionaryNotFound(dictionaryId),
        );
      versionId = dictionary.latestVersionId;
    }
    rules.push(...(await findDictionaryVersion(ctx, dictionaryId, versionId)).rules);
  }
  return rules;
}
