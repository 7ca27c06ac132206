import type {
  PronunciationDictionaryRecord,
  PronunciationDictionaryVersionRecord,
} from "../pronunciation-dictionaries/dictionary-records.ts";

/** Pronunciation dictionaries and their versions (issue 6 §4), scoped to a workspace. */
export interface PronunciationDictionaryRepository {
  insert(dictionary: PronunciationDictionaryRecord): Promise<void>;
  /** Every dictionary of the workspace (archived ones too); the domain sorts and pages. */
  list(workspaceId: string): Promise<PronunciationDictionaryRecord[]>;
  find(workspaceId: string, dictionaryId: string): Promise<PronunciationDictionaryRecord | undefined>;
  /** `find`, locking the row until the transaction ends (rule changes build on the latest version). */
  findForUpdate(
    workspaceId: string,
    dictionaryId: string,
  ): Promise<PronunciationDictionaryRecord | undefined>;
  update(
    workspaceId: string,
    dictionaryId: string,
    patch: Partial<
      Pick<
        PronunciationDictionaryRecord,
        "name" | "archivedAt" | "latestVersionId" | "latestVersionRulesNum" | "updatedAt"
      >
    >,
  ): Promise<PronunciationDictionaryRecord | undefined>;
  insertVersion(version: PronunciationDictionaryVersionRecord): Promise<void>;
  findVersion(
    workspaceId: string,
    dictionaryId: string,
    versionId: string,
  ): Promise<PronunciationDictionaryVersionRecord | undefined>;
  /** The dictionary's versions, newest first. */
  listVersions(workspaceId: string, dictionaryId: string): Promise<PronunciationDictionaryVersionRecord[]>;
}
