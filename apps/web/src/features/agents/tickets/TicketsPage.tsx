import type { TriageTicket } from "@chorus/contract";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState, ErrorState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { agentChoicesQueryKey, fetchAgentChoices } from "../../conversations/api/conversations-api.ts";
import { conversationsPath } from "../../conversations/conversation-path.ts";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { MergeTicketsDialog } from "./MergeTicketsDialog.tsx";
import { TicketFilterBar } from "./TicketFilterBar.tsx";
import { TicketsTable } from "./TicketsTable.tsx";
import {
  isTicketFiltered,
  type TicketFilters,
  ticketFiltersFrom,
  ticketListQueryOf,
  withTicketFilter,
} from "./ticket-filters.ts";
import { fetchTicketPage, ticketListQueryKey, ticketsQueryKey } from "./tickets-api.ts";
import "./tickets.css";

/**
 * /app/agents/tickets: the workspace's triage tickets, filtered from the URL, a page at a time;
 * select tickets of one agent to merge them into one.
 */
export function TicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("tickets.title"));
  const toast = useToast();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const canEdit = workspace.data !== undefined && workspace.data.role !== "viewer";
  const [params, setParams] = useSearchParams();
  const filters = ticketFiltersFrom(params);
  const query = ticketListQueryOf(filters);
  const list = useInfiniteQuery({
    queryKey: ticketListQueryKey(query),
    queryFn: ({ pageParam }) => fetchTicketPage(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
  });
  const tickets = list.data?.pages.flatMap((page) => page.agent_conversation_tickets) ?? [];
  const agents = useQuery({ queryKey: agentChoicesQueryKey, queryFn: fetchAgentChoices, staleTime: 60_000 });
  const agentNames = new Map((agents.data?.agents ?? []).map((agent) => [agent.agent_id, agent.name]));
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [merging, setMerging] = useState<readonly TriageTicket[] | null>(null);
  // Only tickets still listed count as selected (a filter change can hide some).
  const selected = tickets.filter((ticket) => selectedIds.has(ticket.agentqa_ticket_id));
  const oneAgent = new Set(selected.map((ticket) => ticket.agent_id)).size === 1;
  const mergeable =
    selected.length >= 2 && oneAgent && selected.every((ticket) => ticket.status !== "merged");

  const change = <K extends keyof TicketFilters>(key: K, value: TicketFilters[K]) =>
    setParams((current) => withTicketFilter(current, key, value), { replace: true });
  const select = (ids: string[], on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  return (
    <>
      <PageHeader title={t("tickets.title")} description={t("tickets.description")} />
      <div className="stack">
        <TicketFilterBar
          filters={filters}
          onChange={change}
          onClear={() => setParams({}, { replace: true })}
        />
        {canEdit && selected.length > 0 && (
          <fieldset className="ticket-selection">
            <legend className="visually-hidden">{t("tickets.list.selection")}</legend>
            <span>{t("tickets.list.selected", { count: selected.length })}</span>
            <Button disabled={!mergeable} onClick={() => setMerging(selected)}>
              {t("tickets.merge.open")}
            </Button>
            {selected.length >= 2 && !oneAgent && (
              <span className="muted">{t("tickets.merge.oneAgent")}</span>
            )}
            <Button variant="ghost" onClick={() => setSelectedIds(new Set())}>
              <Icon name="close" />
              {t("tickets.list.clearSelection")}
            </Button>
          </fieldset>
        )}
        {workspace.data?.role === "viewer" && <Banner tone="info">{t("tickets.viewerNote")}</Banner>}
        <Card flush>
          {list.isPending ? (
            <div className="card__body">
              <SkeletonRows />
            </div>
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : tickets.length === 0 ? (
            isTicketFiltered(filters) ? (
              <EmptyState icon="search" title={t("tickets.noMatch")} />
            ) : (
              <EmptyState
                icon="message"
                title={t("tickets.empty.title")}
                action={
                  <Link className="btn btn--secondary" to={conversationsPath}>
                    {t("tickets.empty.conversations")}
                  </Link>
                }
              >
                {t("tickets.empty.text")}
              </EmptyState>
            )
          ) : (
            <TicketsTable
              tickets={tickets}
              agentNames={agentNames}
              selected={selectedIds}
              onSelect={select}
            />
          )}
        </Card>
        {list.hasNextPage && (
          <div>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t("tickets.list.more")}
            </Button>
          </div>
        )}
      </div>
      <MergeTicketsDialog
        tickets={merging}
        onClose={() => setMerging(null)}
        onMerged={(kept) => {
          setMerging(null);
          setSelectedIds(new Set());
          toast.success(t("tickets.merge.done", { title: kept.title ?? kept.agentqa_ticket_id }));
          void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
        }}
      />
    </>
  );
}
