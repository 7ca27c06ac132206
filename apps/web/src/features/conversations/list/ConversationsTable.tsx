import type { ConversationSummary } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDuration, formatNumber } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { formatDateTime, isOngoing, outcomeTones, statusTones } from "../conversation-format.ts";
import { conversationPath } from "../conversation-path.ts";
import { TagChips } from "../tags/TagChips.tsx";

/** The conversations as a table: when (the link to it), agent, length, messages, outcome, tags and cost. */
export function ConversationsTable({ conversations }: { conversations: readonly ConversationSummary[] }) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      columns={[
        { key: "started", label: t("conversations.list.started") },
        { key: "agent", label: t("conversations.list.agent") },
        { key: "duration", label: t("conversations.list.duration") },
        { key: "messages", label: t("conversations.list.messages") },
        { key: "outcome", label: t("conversations.list.outcome") },
        { key: "tags", label: t("conversationTags.column") },
        { key: "cost", label: t("conversations.list.credits") },
      ]}
    >
      {conversations.map((conversation) => (
        <tr key={conversation.conversation_id}>
          <td>
            <Link to={conversationPath(conversation.conversation_id)}>
              {formatDateTime(conversation.start_time_unix_secs, i18n.language)}
            </Link>
            {(isOngoing(conversation.status) || conversation.status === "failed") && (
              <>
                {" "}
                <Badge tone={statusTones[conversation.status]}>
                  {t(`conversations.statuses.${conversation.status}`)}
                </Badge>
              </>
            )}
          </td>
          <td>{conversation.agent_name || conversation.agent_id}</td>
          <td className="conversation-table__number">{formatDuration(conversation.call_duration_secs)}</td>
          <td className="conversation-table__number">
            {formatNumber(conversation.message_count, i18n.language)}
          </td>
          <td>
            <Badge tone={outcomeTones[conversation.call_successful]}>
              {t(`conversations.outcomes.${conversation.call_successful}`)}
            </Badge>
          </td>
          <td>
            <TagChips tagIds={conversation.tag_ids} />
          </td>
          <td className="conversation-table__number">{formatNumber(conversation.cost, i18n.language)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
