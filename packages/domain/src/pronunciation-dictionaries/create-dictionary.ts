import { messages, type PronunciationRuleInput, pronunciationRuleLimits } from "@chorus/contract";
import type { AuthenticatedContext } from "../context.ts";
import type { StagedUpload } from "../ports/uploads.ts";
import { DomainError } from "../shared/domain-error.ts";
import { newId } from "../shared/ids.ts";
import { readWholeUpload } from "../shared/read-whole-upload.ts";
import { assertCanCreateDictionary } from "./assert-can-create-dictionary.ts";
import type {
  PronunciationDictionaryRecord,
  PronunciationDictionaryVersionRecord,
} from "./dictionary-records.ts";
import { readLexiconFile } from "./lexicon-files/read-lexicon-file.ts";
import { assertRuleCount, mergeRules, toStoredRules } from "./rule-input.ts";

export interface CreatedDictionary {
  dictionary: PronunciationDictionaryRecord;
  version: PronunciationDictionaryVersionRecord;
}

interface DictionaryInput {
  name: string;
  description?: string | null;
}

/** `POST /v1/pronunciation-dictionaries/add-from-rules`: a dictionary and its first version. */
export async function createDictionaryFromRules(
  ctx: AuthenticatedContext,
  input: DictionaryInput & { rules: readonly PronunciationRuleInput[] },
): Promise<CreatedDictionary> {
  assertCanCreateDictionary(ctx);
  return insertDictionary(ctx, input, toStoredRules(input.rules, ["body", "rules"]));
}

/** `POST /v1/pronunciation-dictionaries/add-from-file`: the rules come from a PLS, XML or TXT file. */
export async function createDictionaryFromFile(
  ctx: AuthenticatedContext,
  input: DictionaryInput & { file?: StagedUpload },
): Promise<CreatedDictionary> {
  assertCanCreateDictionary(ctx);
  if (!input.file) throw DomainError.invalidField(["body", "file"], messages.pronunciationFileRequired);
  const bytes = await readWholeUpload(input.file, pronunciationRuleLimits.fileBytes, ["body", "file"]);
  const lexicon = readLexiconFile({ fileName: input.file.fileName, bytes });
  const rules = toStoredRules(lexicon, ["body", "file", "rules"]);
  return insertDictionary(ctx, input, rules);
}

async function insertDictionary(
  ctx: AuthenticatedContext,
  input: DictionaryInput,
  ruleList: ReturnType<typeof toStoredRules>,
): Promise<CreatedDictionary> {
  const rules = mergeRules([], ruleList);
  assertRuleCount(rules, ["body", "rules"]);
  const now = ctx.ports.clock.now();
  const dictionaryId = newId();
  const version: PronunciationDictionaryVersionRecord = {
    id: newId(),
    dictionaryId,
    workspaceId: ctx.workspaceId,
    rules,
    createdAt: now,
  };
  const dictionary: PronunciationDictionaryRecord = {
    id: dictionaryId,
    workspaceId: ctx.workspaceId,
    name: input.name.trim(),
    description: input.description?.trim() || null,
    createdByUserId: ctx.userId,
    latestVersionId: version.id,
    latestVersionRulesNum: rules.length,
    createdAt: now,
    updatedAt: now,
    archivedAt: null,
  };
  await ctx.ports.store.transaction(async (tx) => {
    await tx.pronunciationDictionaries.insert(dictionary);
    await tx.pronunciationDictionaries.insertVersion(version);
  });
  return { dictionary, version };
}
