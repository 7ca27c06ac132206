import type { SecretDependencies, SecretDependent as WireDependent, WorkspaceSecret } from "@chorus/contract";
import type { SecretDependent, SecretWithUsage, WorkspaceSecretRecord } from "@chorus/domain";

/** `PostWorkspaceSecretResponseModel`: what a create or an update answers. Never the value. */
export function presentStoredSecret(secret: WorkspaceSecretRecord) {
  return { type: "stored" as const, secret_id: secret.id, name: secret.name };
}

/** A user of a secret: named when the caller may see it, else its id only (`unknown`). */
export function presentSecretDependent(dependent: SecretDependent): WireDependent {
  return dependent.accessLevel === null
    ? { type: "unknown", id: dependent.id }
    : {
        type: "available",
        id: dependent.id,
        name: dependent.name,
        created_at_unix_secs: Math.floor(dependent.createdAt.getTime() / 1000),
        access_level: dependent.accessLevel,
      };
}

/** `ConvAiWorkspaceStoredSecretConfig`: the secret's name and who uses it. Never the value. */
export function presentSecret({ secret, usedBy }: SecretWithUsage): WorkspaceSecret {
  const dependencies: SecretDependencies = {
    tools: usedBy.tools.dependents.map(presentSecretDependent),
    tools_has_more: usedBy.tools.hasMore,
    agents: usedBy.agents.dependents.map(presentSecretDependent),
    agents_has_more: usedBy.agents.hasMore,
    phone_numbers: [],
    phone_numbers_has_more: false,
    mcp_servers: usedBy.mcp_servers.dependents.map(presentSecretDependent),
    others:
      usedBy.conversation_initiation_webhook.dependents.length > 0 ? ["conversation_initiation_webhook"] : [],
  };
  return { ...presentStoredSecret(secret), used_by: dependencies };
}
