import { messages } from "@chorus/contract";
import type { Repositories } from "../ports/repositories.ts";
import type { ApiKeyRecord } from "../records.ts";
import { DomainError } from "../shared/domain-error.ts";

/** A key of this workspace; another workspace's key id is "not found", like one that never existed. */
export async function findApiKeyOrThrow(
  repos: Repositories,
  workspaceId: string,
  keyId: string,
): Promise<ApiKeyRecord> {
  const key = await repos.apiKeys.findInWorkspace(workspaceId, keyId);
  if (!key) throw new DomainError("api_key_not_found", messages.apiKeyNotFound);
  return key;
}
