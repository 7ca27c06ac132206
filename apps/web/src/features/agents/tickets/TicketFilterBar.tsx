import { triageTicketPriorities, triageTicketStatuses } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { FilterBar } from "../../../ui/FilterBar.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useAgentFilterOptions } from "../../conversations/api/use-agent-filter-options.ts";
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
  const agentOptions = useAgentFilterOptions(filters.agentId);
  const me = user.data?.user_id;
  const assigneeOptions: { value: string; label: string }[] = [
    { value: "unassigned", label: t("tickets.filters.unassigned") },
    ...(me ? [{ value: me, label: t("tickets.filters.mine") }] : []),
  ];
  if (filters.assignee && !assigneeOptions.some((option) => option.value === filters.assignee))
    assigneeOptions.push({ value: filters.assignee, label: t("tickets.filters.someone") });

  return (
    <FilterBar
      label={t("tickets.filters.label")}
      clearLabel={t("tickets.filters.clear")}
      filtered={isTicketFiltered(filters)}
      onClear={onClear}
    >
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
    </FilterBar>
  );
}
