import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import type { SecretReference, SecretReferenceSource } from "../secrets/secret-references.ts";
import { secretIdsOfInitiationWebhook } from "./convai-settings.ts";

/**
 * The workspace's conversation-initiation webhook as a user of the secrets its headers name: listed
 * in their `used_by.others`, and a secret it names is not deleted while it does.
 */
export const initiationWebhookSecretReferences: SecretReferenceSource = {
  kind: "conversation_initiation_webhook",
  async references(ctx: AuthenticatedContext, store: Repositories): Promise<SecretReference[]> {
    const settings = await store.convaiSettings.find(ctx.workspaceId);
    const secretIds = secretIdsOfInitiationWebhook(settings?.initiationWebhook ?? null);
    if (!settings || secretIds.length === 0) return [];
    return [
      {
        dependent: {
          kind: "conversation_initiation_webhook",
          id: "conversation_initiation_webhook",
          name: "Conversation initiation webhook",
          createdAt: settings.updatedAt,
          accessLevel: "viewer",
        },
        secretIds,
      },
    ];
  },
};
