import type { TriageTicket } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { DataTable, selectAllColumn } from "../../../ui/DataTable.tsx";
import { ticketPath } from "../agent-path.ts";
import { ticketPriorityTones, ticketStatusTones } from "./ticket-format.ts";

interface TicketsTableProps {
  tickets: readonly TriageTicket[];
  agentNames: ReadonlyMap<string, string>;
  selected: ReadonlySet<string>;
  onSelect: (ticketIds: string[], selected: boolean) => void;
}

/** The tickets as a table: a box to select each (for merging), title (the link), agent, status, priority, conversations, date. */
export function TicketsTable({ tickets, agentNames, selected, onSelect }: TicketsTableProps) {
  const { t, i18n } = useTranslation();
  const ids = tickets.map((ticket) => ticket.agentqa_ticket_id);
  return (
    <DataTable
      columns={[
        selectAllColumn({
          label: t("tickets.list.selectAll"),
          checked: ids.length > 0 && ids.every((id) => selected.has(id)),
          className: "ticket-table__check",
          onChange: (all) => onSelect(ids, all),
        }),
        { key: "title", label: t("tickets.list.title") },
        { key: "agent", label: t("tickets.list.agent") },
        { key: "status", label: t("tickets.list.status") },
        { key: "priority", label: t("tickets.list.priority") },
        { key: "conversations", label: t("tickets.list.conversations") },
        { key: "created", label: t("tickets.list.created") },
      ]}
    >
      {tickets.map((ticket) => {
        const id = ticket.agentqa_ticket_id;
        const title = ticket.title || id;
        return (
          <tr key={id}>
            <td>
              <input
                type="checkbox"
                className="ticket-table__check"
                aria-label={t("tickets.list.select", { title })}
                checked={selected.has(id)}
                onChange={(event) => onSelect([id], event.target.checked)}
              />
            </td>
            <td>
              <Link to={ticketPath(id)}>{title}</Link>
              {ticket.search_match && (
                <p className="ticket-table__match muted">{ticket.search_match.snippet}</p>
              )}
            </td>
            <td>{agentNames.get(ticket.agent_id) ?? ticket.agent_id}</td>
            <td>
              <Badge tone={ticketStatusTones[ticket.status]}>{t(`tickets.statuses.${ticket.status}`)}</Badge>
            </td>
            <td>
              {ticket.priority ? (
                <Badge tone={ticketPriorityTones[ticket.priority]}>
                  {t(`tickets.priorities.${ticket.priority}`)}
                </Badge>
              ) : (
                <span className="muted">{t("tickets.priorities.none")}</span>
              )}
            </td>
            <td className="ticket-table__number">
              {formatNumber(ticket.conversation_ids.length, i18n.language)}
            </td>
            <td>{formatDate(ticket.created_at_unix_secs, i18n.language)}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
