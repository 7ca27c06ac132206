import { type AgentResponse, type AgentSummary, emptyWorkflow } from "@chorus/contract";
import type { AgentView } from "@chorus/domain";

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function presentAccess(view: AgentView): AgentResponse["access_info"] {
  return {
    is_creator: view.access.isCreator,
    creator_name: view.access.creatorName,
    creator_email: view.access.creatorEmail,
    role: view.access.role,
  };
}

/** `GetAgentResponseModel`. */
export function presentAgent(view: AgentView): AgentResponse {
  const { agent } = view;
  return {
    agent_id: agent.id,
    name: agent.name,
    conversation_config: agent.conversationConfig,
    metadata: {
      created_at_unix_secs: unixSeconds(agent.createdAt),
      updated_at_unix_secs: unixSeconds(agent.updatedAt),
    },
    platform_settings: agent.platformSettings,
    phone_numbers: [],
    workflow: agent.workflow ?? emptyWorkflow(),
    access_info: presentAccess(view),
    tags: agent.tags,
    version_id: agent.versionId,
  };
}

/** `AgentSummaryResponseModel`. */
export function presentAgentSummary(view: AgentView): AgentSummary {
  const { agent } = view;
  return {
    agent_id: agent.id,
    name: agent.name,
    voice_id: agent.conversationConfig.tts.voice_id,
    tags: agent.tags,
    created_at_unix_secs: unixSeconds(agent.createdAt),
    access_info: presentAccess(view),
    last_call_time_unix_secs: agent.lastCallAt ? unixSeconds(agent.lastCallAt) : null,
    archived: agent.archived,
  };
}
