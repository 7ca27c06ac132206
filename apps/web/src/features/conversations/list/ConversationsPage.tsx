import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { agentsPath } from "../../agents/agent-path.ts";
import { conversationListQueryKey, fetchConversationPage } from "../api/conversations-api.ts";
import "../conversations.css";
import { isOngoing } from "../conversation-format.ts";
import { ConversationFilterBar } from "./ConversationFilterBar.tsx";
import { ConversationsTable } from "./ConversationsTable.tsx";
import {
  type ConversationFilters,
  filtersFromParams,
  isFiltered,
  listQueryOf,
  withFilter,
} from "./conversation-filters.ts";

/** While a listed conversation is still running or settling, the list looks again this often. */
const ongoingRefreshMs = 5_000;

/** /app/conversations: every agent's conversations, newest first, filtered from the URL, a page at a time. */
export function ConversationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("conversations.title"));
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const query = listQueryOf(filters);
  const list = useInfiniteQuery({
    queryKey: conversationListQueryKey(query),
    queryFn: ({ pageParam }) => fetchConversationPage(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
    refetchInterval: (current) =>
      current.state.data?.pages.some((page) => page.conversations.some((c) => isOngoing(c.status)))
        ? ongoingRefreshMs
        : false,
  });
  const conversations = list.data?.pages.flatMap((page) => page.conversations) ?? [];

  const change = <K extends keyof ConversationFilters>(key: K, value: ConversationFilters[K]) =>
    setParams((current) => withFilter(current, key, value), { replace: true });

  return (
    <>
      <PageHeader title={t("conversations.title")} description={t("conversations.description")} />
      <div className="stack">
        <ConversationFilterBar
          filters={filters}
          onChange={change}
          onClear={() => setParams({}, { replace: true })}
        />
        <Card flush>
          {list.isPending ? (
            <div className="card__body">
              <SkeletonRows />
            </div>
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : conversations.length === 0 ? (
            isFiltered(filters) ? (
              <EmptyState icon="search" title={t("conversations.noMatch")} />
            ) : (
              <EmptyState
                icon="message"
                title={t("conversations.empty.title")}
                action={
                  <Link className="btn btn--secondary" to={agentsPath}>
                    {t("conversations.empty.agents")}
                  </Link>
                }
              >
                {t("conversations.empty.text")}
              </EmptyState>
            )
          ) : (
            <ConversationsTable conversations={conversations} />
          )}
        </Card>
        {list.hasNextPage && (
          <div>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t("conversations.list.more")}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
