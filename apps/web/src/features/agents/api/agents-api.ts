import {
  type AgentResponse,
  createAgent,
  deleteAgent,
  duplicateAgent,
  getAgent,
  getAgentLink,
  listAgents,
  listLlms,
  updateAgent,
} from "@chorus/contract";
import { callOperation, type OperationInput } from "../../../lib/api/call-operation.ts";

export const agentsQueryKey = ["agents"] as const;
export const agentListQueryKey = (search: string, archived: boolean) =>
  [...agentsQueryKey, "list", { search, archived }] as const;
export const agentQueryKey = (agentId: string) => [...agentsQueryKey, "one", agentId] as const;
export const agentLinkQueryKey = (agentId: string) => [...agentsQueryKey, "link", agentId] as const;
export const llmsQueryKey = ["agents", "llms"] as const;

/** One page of the workspace's agents, newest first; `archived` lists the archived ones instead. */
export const fetchAgentPage = (filters: { search: string; archived: boolean }, cursor?: string) =>
  callOperation(listAgents, {
    query: {
      page_size: 30,
      search: filters.search || undefined,
      archived: filters.archived ? "true" : "false",
      cursor,
    },
  });

export const fetchAgent = (agentId: string) =>
  callOperation(getAgent, { params: { agent_id: agentId }, query: {} });

export type NewAgent = OperationInput<typeof createAgent>["body"];

export const createNewAgent = (body: NewAgent) => callOperation(createAgent, { query: {}, body });

export type AgentPatch = OperationInput<typeof updateAgent>["body"];

/**
 * Saves a change. With `expectedVersionId` the server refuses it (409 `agent_version_conflict`)
 * when someone saved the agent since that version was read; without it the change overwrites.
 */
export const patchAgent = (agentId: string, patch: AgentPatch, expectedVersionId?: string) =>
  callOperation(updateAgent, {
    params: { agent_id: agentId },
    query: expectedVersionId ? { expected_version_id: expectedVersionId } : {},
    body: patch,
  }) as Promise<AgentResponse>;

export const removeAgent = (agentId: string) => callOperation(deleteAgent, { params: { agent_id: agentId } });

export const copyAgent = (agentId: string, name: string) =>
  callOperation(duplicateAgent, { params: { agent_id: agentId }, body: { name } });

/** The shareable link's token (made by the server on the first request, then kept). */
export const fetchAgentLink = (agentId: string) =>
  callOperation(getAgentLink, { params: { agent_id: agentId } });

/** The language models this server offers agents, the default first. */
export const fetchLlms = () => callOperation(listLlms);
