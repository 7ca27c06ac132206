import {
  addPronunciationRules,
  createPronunciationDictionaryFromFile,
  createPronunciationDictionaryFromRules,
  downloadPronunciationDictionary,
  getPronunciationDictionary,
  listPronunciationDictionaries,
  type PronunciationRuleInput,
  setPronunciationRules,
  updatePronunciationDictionary,
} from "@chorus/contract";
import { attachmentName, fetchBinary, readBody, saveBlob } from "../../../lib/api/binary.ts";
import { callOperation, operationPath } from "../../../lib/api/call-operation.ts";
import { postForm } from "../../../lib/api/form-data.ts";

export const dictionariesQueryKey = ["pronunciation-dictionaries"] as const;
export const dictionaryQueryKey = (id: string) => [...dictionariesQueryKey, "one", id] as const;

/** One page of the workspace's dictionaries, by name (archived ones when asked). */
export const fetchDictionaries = (includeArchived: boolean, cursor?: string) =>
  callOperation(listPronunciationDictionaries, {
    query: {
      sort: "name",
      sort_direction: "ascending",
      page_size: 100,
      include_archived: includeArchived ? "true" : "false",
      ...(cursor ? { cursor } : {}),
    },
  });

export const fetchDictionary = (id: string) =>
  callOperation(getPronunciationDictionary, { params: { pronunciation_dictionary_id: id } });

export const createFromRules = (input: {
  name: string;
  description?: string;
  rules: PronunciationRuleInput[];
}) => callOperation(createPronunciationDictionaryFromRules, { body: input });

export function createFromFile(input: { name: string; description?: string; file: File }) {
  const form = new FormData();
  form.append("name", input.name);
  if (input.description) form.append("description", input.description);
  form.append("file", input.file);
  return postForm<{ id: string }>(createPronunciationDictionaryFromFile.path, form);
}

export const renameOrArchive = (id: string, body: { name?: string; archived?: boolean }) =>
  callOperation(updatePronunciationDictionary, { params: { pronunciation_dictionary_id: id }, body });

/** Saves the editor's rules as one new version. */
export const saveRules = (id: string, rules: PronunciationRuleInput[]) =>
  callOperation(setPronunciationRules, { params: { pronunciation_dictionary_id: id }, body: { rules } });

export const addRules = (id: string, rules: PronunciationRuleInput[]) =>
  callOperation(addPronunciationRules, { params: { pronunciation_dictionary_id: id }, body: { rules } });

/** Downloads one version as a PLS file. */
export async function downloadVersion(id: string, versionId: string, name: string): Promise<void> {
  const response = await fetchBinary({
    method: "GET",
    path: operationPath(downloadPronunciationDictionary, { dictionary_id: id, version_id: versionId }),
  });
  saveBlob(await readBody(response), attachmentName(response, `${name}.pls`));
}
