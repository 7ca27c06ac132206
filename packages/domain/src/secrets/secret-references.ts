import type { AuthenticatedContext } from "../context.ts";
import { initiationWebhookSecretReferences } from "../convai-settings/initiation-webhook-secret-references.ts";
import { environmentVariableSecretReferences } from "../environment-variables/environment-variable-secret-references.ts";
import { mcpServerSecretReferences } from "../mcp-servers/mcp-server-secret-references.ts";
import type { Repositories } from "../ports/repositories.ts";
import { toolSecretReferences } from "../tools/tool-secret-references.ts";
import { agentSecretReferences } from "./agent-secret-references.ts";

/**
 * Kinds of resource that can name a secret (`phone_numbers` has none: there is no telephony yet);
 * `conversation_initiation_webhook` is the workspace's one webhook (listed in `used_by.others`);
 * `environment_variables` are secret variables (the wire's `used_by` has no list for them).
 */
export type SecretDependentKind =
  | "agents"
  | "tools"
  | "mcp_servers"
  | "conversation_initiation_webhook"
  | "environment_variables";

/** A resource that uses a secret, as `used_by` and the dependencies pages list it. */
export interface SecretDependent {
  kind: SecretDependentKind;
  id: string;
  name: string;
  createdAt: Date;
  /** The caller's access to it; null when the caller may not see it (listed by id only, as `unknown`). */
  accessLevel: "admin" | "editor" | "commenter" | "viewer" | null;
}

/** One resource and the ids of the secrets it names. */
export interface SecretReference {
  dependent: SecretDependent;
  secretIds: readonly string[];
}

/**
 * A kind of resource that can name secrets: it lists the workspace's resources of its kind that
 * name any, read through `store` (the transaction's, when a deletion checks). Tools and MCP servers
 * join by adding their source to `secretReferenceSources`; `used_by`, the dependencies pages and
 * the refusal to delete a secret in use all read from that one list.
 */
export interface SecretReferenceSource {
  kind: SecretDependentKind;
  references(ctx: AuthenticatedContext, store: Repositories): Promise<SecretReference[]>;
}

export const secretReferenceSources: SecretReferenceSource[] = [
  agentSecretReferences,
  toolSecretReferences,
  mcpServerSecretReferences,
  initiationWebhookSecretReferences,
  environmentVariableSecretReferences,
];

/** Newest first, then by id: the order of `used_by` and of the dependencies pages. */
function newestFirst(a: SecretDependent, b: SecretDependent): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Who uses each of the workspace's secrets, by secret id, newest first (a secret nobody uses is absent). */
export async function findSecretDependents(
  ctx: AuthenticatedContext,
  store: Repositories = ctx.ports.store,
  sources: readonly SecretReferenceSource[] = secretReferenceSources,
): Promise<Map<string, SecretDependent[]>> {
  const bySecret = new Map<string, SecretDependent[]>();
  for (const source of sources) {
    for (const { dependent, secretIds } of await source.references(ctx, store)) {
      for (const secretId of new Set(secretIds)) {
        const list = bySecret.get(secretId) ?? [];
        list.push(dependent);
        bySecret.set(secretId, list);
      }
    }
  }
  for (const list of bySecret.values()) list.sort(newestFirst);
  return bySecret;
}
