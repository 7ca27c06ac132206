import { createApiKey } from "@chorus/contract";
import { issueApiKey } from "@chorus/domain";
import { bindOperation } from "../../../http/bind-operation.ts";

export const createApiKeyRoute = bindOperation(createApiKey, async ({ ctx, body }) => {
  const { secret, keyId } = await issueApiKey(ctx, {
    name: body.name,
    permissions: body.permissions,
    characterLimit: body.character_limit,
  });
  return { "xi-api-key": secret, key_id: keyId };
});
