import type {
  PronunciationDictionaryMetadata,
  PronunciationDictionaryWithRules,
  PronunciationRuleResponse,
  WorkspaceRole,
} from "@chorus/contract";
import {
  dictionaryPermissionFor,
  type PronunciationDictionaryRecord,
  type PronunciationDictionaryVersionRecord,
  type PronunciationRule,
} from "@chorus/domain";

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** `GetPronunciationDictionaryMetadataResponse`, with the caller's permission on it. */
export function presentDictionaryMetadata(
  dictionary: PronunciationDictionaryRecord,
  role: WorkspaceRole,
): PronunciationDictionaryMetadata {
  return {
    id: dictionary.id,
    latest_version_id: dictionary.latestVersionId,
    latest_version_rules_num: dictionary.latestVersionRulesNum,
    name: dictionary.name,
    permission_on_resource: dictionaryPermissionFor(role),
    created_by: dictionary.createdByUserId,
    creation_time_unix: unixSeconds(dictionary.createdAt),
    archived_time_unix: dictionary.archivedAt ? unixSeconds(dictionary.archivedAt) : null,
    description: dictionary.description,
  };
}

export function presentRule(rule: PronunciationRule): PronunciationRuleResponse {
  const matching = {
    string_to_replace: rule.stringToReplace,
    case_sensitive: rule.caseSensitive,
    word_boundaries: rule.wordBoundaries,
  };
  return rule.type === "alias"
    ? { ...matching, type: "alias", alias: rule.alias }
    : { ...matching, type: "phoneme", phoneme: rule.phoneme, alphabet: rule.alphabet };
}

/** `GetPronunciationDictionaryWithRulesResponseModel` plus Chorus's list of versions. */
export function presentDictionaryWithRules(
  found: {
    dictionary: PronunciationDictionaryRecord;
    rules: readonly PronunciationRule[];
    versions: readonly PronunciationDictionaryVersionRecord[];
  },
  role: WorkspaceRole,
): PronunciationDictionaryWithRules {
  return {
    ...presentDictionaryMetadata(found.dictionary, role),
    rules: found.rules.map(presentRule),
    versions: found.versions.map((version) => ({
      version_id: version.id,
      version_rules_num: version.rules.length,
      creation_time_unix: unixSeconds(version.createdAt),
    })),
  };
}

/** `AddPronunciationDictionaryResponseModel`. */
export function presentCreatedDictionary(
  created: { dictionary: PronunciationDictionaryRecord; version: PronunciationDictionaryVersionRecord },
  role: WorkspaceRole,
) {
  return {
    id: created.dictionary.id,
    name: created.dictionary.name,
    created_by: created.dictionary.createdByUserId,
    creation_time_unix: unixSeconds(created.dictionary.createdAt),
    version_id: created.version.id,
    version_rules_num: created.version.rules.length,
    description: created.dictionary.description,
    permission_on_resource: dictionaryPermissionFor(role),
  };
}

/** `PronunciationDictionaryRulesResponseModel`. */
export const presentRulesChange = (version: PronunciationDictionaryVersionRecord) => ({
  id: version.dictionaryId,
  version_id: version.id,
  version_rules_num: version.rules.length,
});
