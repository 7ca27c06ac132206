import {
  type TriageTicket,
  type TriageTicketPriority,
  type TriageTicketStatus,
  triageTicketPriorities,
  triageTicketStatuses,
} from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { formatDate } from "../../../lib/format.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Card } from "../../../ui/Card.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { conversationPath } from "../../conversations/conversation-path.ts";
import { agentPath, ticketPath } from "../agent-path.ts";
import {
  assignableUsersQueryKey,
  changeTicket,
  fetchAssignableUsers,
  type TicketChange,
} from "./tickets-api.ts";
import { useTicketChange } from "./use-ticket-change.ts";

/**
 * The ticket's status, priority and assignee, each saved as soon as it is chosen (viewers see them
 * but cannot change them), with its agent, conversations and when it was raised.
 */
export function TicketDetailsCard({ ticket, canEdit }: { ticket: TriageTicket; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const id = ticket.agentqa_ticket_id;
  const users = useQuery({
    queryKey: assignableUsersQueryKey(ticket.agent_id),
    queryFn: () => fetchAssignableUsers(ticket.agent_id),
    staleTime: 60_000,
  });
  const save = useTicketChange(id, (change: TicketChange) => changeTicket(id, change));
  const saveAndSay = (change: TicketChange) =>
    save.mutate(change, { onSuccess: () => toast.success(t("tickets.detail.saved")) });
  const userOptions = (users.data ?? []).map((user) => ({
    value: user.user_id,
    label: user.first_name ? `${user.first_name} (${user.email})` : user.email,
    disabled: !user.has_access,
  }));
  if (ticket.assignee_user_id && !userOptions.some((option) => option.value === ticket.assignee_user_id))
    userOptions.push({ value: ticket.assignee_user_id, label: ticket.assignee_user_id, disabled: false });
  // `merged` comes only from a merge: it is shown while it holds, never offered.
  const statuses = triageTicketStatuses.filter((status) => status !== "merged" || ticket.status === "merged");

  return (
    <Card title={t("tickets.detail.details")}>
      <div className="ticket-details">
        {ticket.status === "merged" && ticket.merged_into_ticket_id && (
          <Banner tone="info">
            {t("tickets.detail.mergedInto")}{" "}
            <Link to={ticketPath(ticket.merged_into_ticket_id)}>{t("tickets.detail.openMerged")}</Link>
          </Banner>
        )}
        <SelectField
          label={t("tickets.filters.status")}
          options={statuses.map((status) => ({ value: status, label: t(`tickets.statuses.${status}`) }))}
          value={ticket.status}
          disabled={!canEdit || save.isPending}
          onChange={(event) => saveAndSay({ status: event.target.value as TriageTicketStatus })}
        />
        <SelectField
          label={t("tickets.filters.priority")}
          placeholder={t("tickets.priorities.none")}
          options={triageTicketPriorities.map((priority) => ({
            value: priority,
            label: t(`tickets.priorities.${priority}`),
          }))}
          value={ticket.priority ?? ""}
          disabled={!canEdit || save.isPending}
          onChange={(event) =>
            saveAndSay({ priority: (event.target.value || null) as TriageTicketPriority | null })
          }
        />
        <SelectField
          label={t("tickets.filters.assignee")}
          placeholder={t("tickets.detail.nobody")}
          hint={users.isError ? t("tickets.detail.usersFailed") : undefined}
          options={userOptions}
          value={ticket.assignee_user_id ?? ""}
          disabled={!canEdit || save.isPending}
          onChange={(event) => saveAndSay({ assignee_user_id: event.target.value || null })}
        />
        {save.isError && <Banner tone="danger">{errorMessage(save.error)}</Banner>}
        <dl className="ticket-facts">
          <dt>{t("tickets.list.agent")}</dt>
          <dd>
            <Link to={agentPath(ticket.agent_id)}>{t("tickets.detail.openAgent")}</Link>
          </dd>
          <dt>{t("tickets.list.created")}</dt>
          <dd>{formatDate(ticket.created_at_unix_secs, i18n.language)}</dd>
          <dt>{t("tickets.detail.source")}</dt>
          <dd>{t(`tickets.sources.${ticket.source}`)}</dd>
          <dt>{t("tickets.list.conversations")}</dt>
          <dd>
            {ticket.conversation_ids.length === 0 ? (
              t("tickets.detail.noConversations")
            ) : (
              <ul className="ticket-facts__list">
                {ticket.conversation_ids.map((conversationId, index) => (
                  <li key={conversationId}>
                    <Link to={conversationPath(conversationId)}>
                      {t("tickets.detail.conversation", { number: index + 1 })}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </div>
    </Card>
  );
}
