import { createApiKey, deleteApiKey, listApiKeys, updateApiKey } from "@chorus/contract";
import { callOperation, type OperationInput } from "../../../lib/api/call-operation.ts";

export const apiKeysQueryKey = ["workspace", "api-keys"] as const;

export const fetchApiKeys = () => callOperation(listApiKeys);
export const createKey = (body: OperationInput<typeof createApiKey>["body"]) =>
  callOperation(createApiKey, { body });
export const updateKey = (keyId: string, body: OperationInput<typeof updateApiKey>["body"]) =>
  callOperation(updateApiKey, { params: { key_id: keyId }, body });
export const deleteKey = (keyId: string) => callOperation(deleteApiKey, { params: { key_id: keyId } });
