import { useTranslation } from "react-i18next";
import { FilterBar } from "../../../ui/FilterBar.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useAgentFilterOptions } from "../api/use-agent-filter-options.ts";
import { formatMinimumDuration } from "../conversation-format.ts";
import { useConversationTags } from "../tags/use-conversation-tags.ts";
import {
  type ConversationFilters,
  conversationOutcomes,
  isFiltered,
  minimumDurations,
} from "./conversation-filters.ts";

interface ConversationFilterBarProps {
  filters: ConversationFilters;
  onChange: <K extends keyof ConversationFilters>(key: K, value: ConversationFilters[K]) => void;
  onClear: () => void;
}

/** The history's filters: which agent, how it went, between which days, how long at least, and which tag. */
export function ConversationFilterBar({ filters, onChange, onClear }: ConversationFilterBarProps) {
  const { t, i18n } = useTranslation();
  const agentOptions = useAgentFilterOptions(filters.agentId);
  const tags = useConversationTags();
  const tagOptions = (tags.query.data ?? []).map((tag) => ({ value: tag.tag_id, label: tag.title }));
  // A tag the list does not hold (deleted since the link was made) still shows as the one chosen.
  if (filters.tagId && !tags.byId.has(filters.tagId))
    tagOptions.push({ value: filters.tagId, label: t("conversationTags.unknown") });

  return (
    <FilterBar
      label={t("conversations.filters.label")}
      clearLabel={t("conversations.filters.clear")}
      filtered={isFiltered(filters)}
      onClear={onClear}
    >
      <SelectField
        label={t("conversations.filters.agent")}
        placeholder={t("conversations.filters.allAgents")}
        options={agentOptions}
        value={filters.agentId}
        onChange={(event) => onChange("agentId", event.target.value)}
      />
      <SelectField
        label={t("conversations.filters.outcome")}
        placeholder={t("conversations.filters.anyOutcome")}
        options={conversationOutcomes.map((outcome) => ({
          value: outcome,
          label: t(`conversations.outcomes.${outcome}`),
        }))}
        value={filters.outcome}
        onChange={(event) => onChange("outcome", event.target.value as ConversationFilters["outcome"])}
      />
      <TextField
        type="date"
        label={t("conversations.filters.from")}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange("from", event.target.value)}
      />
      <TextField
        type="date"
        label={t("conversations.filters.to")}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange("to", event.target.value)}
      />
      <SelectField
        label={t("conversations.filters.minDuration")}
        options={minimumDurations.map((seconds) => ({
          value: String(seconds),
          label:
            seconds === 0
              ? t("conversations.filters.anyLength")
              : formatMinimumDuration(seconds, i18n.language),
        }))}
        value={String(filters.minSeconds)}
        onChange={(event) => onChange("minSeconds", Number(event.target.value))}
      />
      <SelectField
        label={t("conversationTags.filter")}
        placeholder={t("conversationTags.anyTag")}
        options={tagOptions}
        value={filters.tagId}
        onChange={(event) => onChange("tagId", event.target.value)}
      />
    </FilterBar>
  );
}
