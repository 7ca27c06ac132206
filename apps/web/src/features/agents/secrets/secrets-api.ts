import { createSecret, deleteSecret, listSecrets, secretLimits, updateSecret } from "@chorus/contract";
import { callOperation } from "../../../lib/api/call-operation.ts";

export const secretsQueryKey = ["agents", "secrets"] as const;

/**
 * Every secret of the workspace (a list without page_size answers them all: a workspace keeps at most
 * `secretLimits.perWorkspace`), each with up to this many agents that use it.
 */
export const fetchSecrets = () =>
  callOperation(listSecrets, { query: { dependency_limit: secretLimits.dependencyLimit.default } });

export const addSecret = (name: string, value: string) =>
  callOperation(createSecret, { body: { name, value } });

export const renameSecret = (secretId: string, name: string) =>
  callOperation(updateSecret, { params: { secret_id: secretId }, body: { name } });

export const replaceSecretValue = (secretId: string, value: string) =>
  callOperation(updateSecret, { params: { secret_id: secretId }, body: { value } });

export const removeSecret = (secretId: string) =>
  callOperation(deleteSecret, { params: { secret_id: secretId } });
