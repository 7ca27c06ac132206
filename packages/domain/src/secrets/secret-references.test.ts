import { describe, expect, it } from "vitest";
import type { AgentRecord } from "../agents/agent-records.ts";
import { defaultConversationConfig } from "../agents/default-agent-config.ts";
import type { AuthenticatedContext } from "../context.ts";
import type { Repositories } from "../ports/repositories.ts";
import { secretIdsOfAgentConfig } from "./agent-secret-references.ts";
import {
  findSecretDependents,
  type SecretReferenceSource,
  secretReferenceSources,
} from "./secret-references.ts";

const at = (seconds: number) => new Date(seconds * 1000);

/** An agent of workspace `ws_1` whose own model server's key is `secretId` (none when null). */
function agent(
  id: string,
  createdAt: Date,
  secretId: string | null,
  createdByUserId = "user_1",
): AgentRecord {
  const config = defaultConversationConfig({ voiceId: "voice", llm: "gpt-4o-mini" });
  config.agent.prompt.custom_llm = secretId
    ? { url: "https://models.example.com/v1", api_key: { secret_id: secretId } }
    : null;
  return {
    id,
    workspaceId: "ws_1",
    createdByUserId,
    name: `Agent ${id}`,
    tags: [],
    conversationConfig: config,
    platformSettings: {} as AgentRecord["platformSettings"],
    workflow: null,
    versionId: "v1",
    archived: false,
    createdAt,
    updatedAt: createdAt,
    lastCallAt: null,
  };
}

const ctx = { workspaceId: "ws_1", userId: "user_1", role: "member" } as unknown as AuthenticatedContext;
const storeWith = (agents: AgentRecord[], initiationWebhookSecrets: string[] = []) =>
  ({
    agents: { list: async () => agents },
    tools: { list: async () => [] },
    mcpServers: { list: async () => [] },
    environmentVariables: { listSecretVariables: async () => [] },
    convaiSettings: {
      find: async () => ({
        workspaceId: "ws_1",
        initiationWebhook: {
          url: "https://hooks.example.com/start",
          requestHeaders: Object.fromEntries(
            initiationWebhookSecrets.map((secretId, i) => [`X-${i}`, { secretId }]),
          ),
        },
        updatedAt: at(5),
      }),
    },
  }) as unknown as Repositories;

describe("secret references", () => {
  it("reads an agent's secrets from its custom_llm api_key only", () => {
    expect(secretIdsOfAgentConfig(agent("a", at(1), "sec_1").conversationConfig)).toEqual(["sec_1"]);
    expect(secretIdsOfAgentConfig(agent("a", at(1), null).conversationConfig)).toEqual([]);
  });

  it("groups the users of each secret, newest first, with the caller's access to each agent", async () => {
    const store = storeWith([
      agent("old", at(10), "sec_1"),
      agent("new", at(20), "sec_1", "user_2"),
      agent("other", at(15), "sec_2"),
      agent("none", at(30), null),
    ]);
    const dependents = await findSecretDependents(ctx, store);
    expect(dependents.get("sec_1")?.map((d) => [d.id, d.accessLevel])).toEqual([
      ["new", "editor"],
      ["old", "admin"],
    ]);
    expect(dependents.get("sec_2")?.map((d) => d.id)).toEqual(["other"]);
    expect(dependents.has("sec_3")).toBe(false);
  });

  it("counts the workspace's conversation-initiation webhook as a user of the secrets its headers name", async () => {
    const dependents = await findSecretDependents(
      ctx,
      storeWith([agent("a", at(10), "sec_1")], ["sec_1", "sec_9"]),
    );
    expect(dependents.get("sec_1")?.map((d) => [d.kind, d.id])).toEqual([
      ["agents", "a"],
      ["conversation_initiation_webhook", "conversation_initiation_webhook"],
    ]);
    expect(dependents.get("sec_9")?.map((d) => d.kind)).toEqual(["conversation_initiation_webhook"]);
  });

  it("takes users from every source, so another kind of resource joins by adding one", async () => {
    const tools: SecretReferenceSource = {
      kind: "tools",
      references: async () => [
        {
          dependent: { kind: "tools", id: "tool_1", name: "Weather", createdAt: at(25), accessLevel: null },
          // A resource naming the same secret twice (two headers) is one user.
          secretIds: ["sec_1", "sec_1"],
        },
      ],
    };
    const store = storeWith([agent("a", at(10), "sec_1")]);
    const dependents = await findSecretDependents(ctx, store, [...secretReferenceSources, tools]);
    expect(dependents.get("sec_1")?.map((d) => [d.kind, d.id])).toEqual([
      ["tools", "tool_1"],
      ["agents", "a"],
    ]);
  });
});
