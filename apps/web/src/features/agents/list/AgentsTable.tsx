import type { AgentSummary } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { useAllVoices } from "../../voices/hooks/use-voices.ts";
import { agentPath } from "../agent-path.ts";
import { AgentRowActions } from "./AgentRowActions.tsx";

/** The agents as a table: name, voice, created, last call, tags, and each one's menu. */
export function AgentsTable({ agents, canEdit }: { agents: readonly AgentSummary[]; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  // Summaries name the voice by id; the workspace's voices give its name.
  const voices = useAllVoices();
  const voiceName = (voiceId: string) =>
    voices.data?.voices.find((voice) => voice.voice_id === voiceId)?.name ?? voiceId;
  return (
    <DataTable
      columns={[
        { key: "name", label: t("agents.list.name") },
        { key: "voice", label: t("agents.list.voice") },
        { key: "created", label: t("agents.list.created") },
        { key: "lastCall", label: t("agents.list.lastCall") },
        { key: "tags", label: t("agents.list.tags") },
        ...(canEdit ? [{ key: "actions", label: t("agents.list.actionsColumn"), actions: true }] : []),
      ]}
    >
      {agents.map((agent) => (
        <tr key={agent.agent_id}>
          <td>
            <Link to={agentPath(agent.agent_id)}>{agent.name}</Link>{" "}
            {agent.archived && <Badge>{t("agents.list.archived")}</Badge>}
          </td>
          <td>{voiceName(agent.voice_id)}</td>
          <td>{formatDate(agent.created_at_unix_secs, i18n.language)}</td>
          <td>
            {agent.last_call_time_unix_secs
              ? formatDate(agent.last_call_time_unix_secs, i18n.language)
              : t("agents.list.never")}
          </td>
          <td>
            <span className="agent-tags">
              {agent.tags.map((tag) => (
                <Badge key={tag}>{tag}</Badge>
              ))}
            </span>
          </td>
          {canEdit && (
            <td className="table__actions">
              <AgentRowActions agent={agent} />
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
