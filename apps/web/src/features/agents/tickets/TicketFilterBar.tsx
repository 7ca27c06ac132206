import { triageTicketPriorities, triageTicketStatuses } from "@chorus/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { agentChoicesQueryKey, fetchAgentChoices } from "../../conversations/api/conversations-api.ts";
import { useUser } from "../../user/hooks/use-user.ts";
import { isTicketFiltered, type TicketFilters } from "./ticket-filters.ts";

interface TicketFilterBarProps {
  filters: TicketFilters;
  onChange: <K extends keyof TicketFilters>(key: K, value: TicketFilters[K]) => void;
  onClear: () => void;
}

/** The Tickets page's filters: agent, status, priority, assignee, order and a text search. */
export function TicketFilterBar({ filters, onChange, onClear }: TicketFilterBarProps) {
  const { t } = useTranslation();
  const user = useUser();
  const agents = useQuery({ queryKey: agentChoicesQueryKey, queryFn: fetchAgentChoices, staleTime: 60_000 });
  const agentOptions = (agents.data?.agents ?? []).map((agent) => ({
    value: agent.agent_id,
    label: agent.name,
  }));
  if (filters.agentId && !agentOptions.some((option) => option.value === filters.agentId))
    agentOptions.push({ value: filters.agentId, label: filters.agentId });
  const me = user.data?.user_id;
  const assigneeOptions: { value: string; label: string }[] = [
    { value: "unassigned", label: t("tickets.filters.unassigned") },
    ...(me ? [{ value: me, label: t("tickets.filters.mine") }] : []),
  ];
  if (filters.assignee && !assigneeOptions.some((option) => option.value === filters.assignee))
    assigneeOptions.push({ value: filters.assignee, label: t("tickets.filters.someone") });

  return (
    <fieldset className="ticket-filters">
      <legend className="visually-hidden">{t("tickets.filters.label")}</legend>
      <TextField
        type="search"
        label={t("tickets.filters.search")}
        placeholder={t("tickets.filters.searchPlaceholder")}
        value={filters.search}
        maxLength={200}
        onChange={(event) => onChange("search", event.target.value)}
      />
      <SelectField
        label={t("tickets.filters.agent")}
        placeholder={t("tickets.filters.allAgents")}
        options={agentOptions}
        value={filters.agentId}
        onChange={(event) => onChange("agentId", event.target.value)}
      />
      <SelectField
        label={t("tickets.filters.status")}
        placeholder={t("tickets.filters.anyStatus")}
        options={triageTicketStatuses.map((status) => ({
          value: status,
          label: t(`tickets.statuses.${status}`),
        }))}
        value={filters.status}
        onChange={(event) => onChange("status", event.target.value as TicketFilters["status"])}
      />
      <SelectField
        label={t("tickets.filters.priority")}
        placeholder={t("tickets.filters.anyPriority")}
        options={triageTicketPriorities.map((priority) => ({
          value: priority,
          label: t(`tickets.priorities.${priority}`),
        }))}
        value={filters.priority}
        onChange={(event) => onChange("priority", event.target.value as TicketFilters["priority"])}
      />
      <SelectField
        label={t("tickets.filters.assignee")}
        placeholder={t("tickets.filters.anyone")}
        options={assigneeOptions}
        value={filters.assignee}
        onChange={(event) => onChange("assignee", event.target.value)}
      />
      <SelectField
        label={t("tickets.filters.sort")}
        options={[
          { value: "created_at", label: t("tickets.filters.newest") },
          { value: "priority", label: t("tickets.filters.mostUrgent") },
        ]}
        value={filters.sort}
        onChange={(event) => onChange("sort", event.target.value as TicketFilters["sort"])}
      />
      {isTicketFiltered(filters) && (
        <div className="ticket-filters__clear">
          <Button variant="ghost" onClick={onClear}>
            <Icon name="close" />
            {t("tickets.filters.clear")}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
