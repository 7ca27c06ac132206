import { useInfiniteQuery } from "@tanstack/react-query";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { agentPath } from "../agent-path.ts";
import { agentListQueryKey, fetchAgentPage } from "../api/agents-api.ts";
import "../agents.css";
import { AgentsTable } from "./AgentsTable.tsx";
import { NewAgentDialog } from "./NewAgentDialog.tsx";

/** /app/agents: the workspace's conversational agents, searchable, with the archived ones apart. */
export function AgentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("agents.title"));
  const navigate = useNavigate();
  const workspace = useWorkspace();
  const canEdit = workspace.data?.role !== "viewer";
  const [search, setSearch] = useState("");
  const [archived, setArchived] = useState(false);
  const [creating, setCreating] = useState(false);
  const filters = { search: useDeferredValue(search.trim()), archived };
  const list = useInfiniteQuery({
    queryKey: agentListQueryKey(filters.search, filters.archived),
    queryFn: ({ pageParam }) => fetchAgentPage(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
  });
  const agents = list.data?.pages.flatMap((page) => page.agents) ?? [];
  const newButton = canEdit && (
    <Button variant="primary" onClick={() => setCreating(true)}>
      <Icon name="plus" />
      {t("agents.create.button")}
    </Button>
  );
  const filtering = filters.search !== "" || archived;
  return (
    <>
      <PageHeader title={t("agents.title")} description={t("agents.description")} actions={newButton} />
      <div className="stack">
        <div className="agent-filters">
          <TextField
            label={t("agents.list.search")}
            hideLabel
            type="search"
            placeholder={t("agents.list.searchPlaceholder")}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Switch
            label={t("agents.list.showArchived")}
            checked={archived}
            onChange={(event) => setArchived(event.target.checked)}
          />
        </div>
        <Card flush>
          {list.isPending ? (
            <div className="card__body">
              <SkeletonRows />
            </div>
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : agents.length === 0 ? (
            filtering ? (
              <EmptyState
                icon="search"
                title={archived ? t("agents.list.noArchived") : t("agents.list.noMatch")}
              />
            ) : (
              <EmptyState icon="bot" title={t("agents.empty.title")} action={newButton}>
                {t("agents.empty.text")}
              </EmptyState>
            )
          ) : (
            <AgentsTable agents={agents} canEdit={canEdit} />
          )}
        </Card>
        {list.hasNextPage && (
          <div>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t("agents.list.more")}
            </Button>
          </div>
        )}
      </div>
      <NewAgentDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(agentId) => {
          setCreating(false);
          void navigate(agentPath(agentId));
        }}
      />
    </>
  );
}
