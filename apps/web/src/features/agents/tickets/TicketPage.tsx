import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useWorkspace } from "../../workspace/hooks/use-workspace.ts";
import { ticketsPath } from "../agent-path.ts";
import { TicketCommentsCard } from "./TicketCommentsCard.tsx";
import { TicketDetailsCard } from "./TicketDetailsCard.tsx";
import { TicketTurnCommentsCard } from "./TicketTurnCommentsCard.tsx";
import { ticketPriorityTones, ticketStatusTones } from "./ticket-format.ts";
import { fetchTicket, removeTicket, ticketQueryKey, ticketsQueryKey } from "./tickets-api.ts";
import "./tickets.css";

/** /app/agents/tickets/:ticketId: one ticket's status, priority, assignee, comments and turn comments. */
export function TicketPage() {
  const { ticketId = "" } = useParams();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const canEdit = workspace.data !== undefined && workspace.data.role !== "viewer";
  const ticket = useQuery({
    queryKey: ticketQueryKey(ticketId),
    queryFn: () => fetchTicket(ticketId),
    retry: false,
  });
  const [deleting, setDeleting] = useState(false);
  // A deleted ticket's cached copy goes when the page does (removed under the mounted query, it would be asked for again).
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) queryClient.removeQueries({ queryKey: ticketQueryKey(ticketId) });
    },
    [queryClient, ticketId],
  );
  const title = ticket.data?.title || t("tickets.detail.untitled");
  useDocumentTitle(ticket.data ? title : t("tickets.title"));

  return (
    <>
      <PageHeader
        title={ticket.data ? title : t("tickets.title")}
        description={<Link to={ticketsPath}>{t("tickets.detail.back")}</Link>}
        actions={
          ticket.data &&
          canEdit && (
            <Button variant="danger-ghost" onClick={() => setDeleting(true)}>
              <Icon name="trash" />
              {t("tickets.detail.delete")}
            </Button>
          )
        }
      />
      <QueryView
        query={ticket}
        loading={
          <Card>
            <SkeletonRows />
          </Card>
        }
      >
        {(loaded) => (
          <div className="stack">
            <div className="row">
              <Badge tone={ticketStatusTones[loaded.status]}>{t(`tickets.statuses.${loaded.status}`)}</Badge>
              {loaded.priority && (
                <Badge tone={ticketPriorityTones[loaded.priority]}>
                  {t(`tickets.priorities.${loaded.priority}`)}
                </Badge>
              )}
            </div>
            <div className="ticket-layout">
              <div className="stack">
                <TicketCommentsCard ticket={loaded} canEdit={canEdit} />
                <TicketTurnCommentsCard ticket={loaded} canEdit={canEdit} />
              </div>
              <TicketDetailsCard ticket={loaded} canEdit={canEdit} />
            </div>
          </div>
        )}
      </QueryView>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        danger
        title={t("tickets.detail.deleteTitle")}
        confirmLabel={t("tickets.detail.delete")}
        onConfirm={async () => {
          await removeTicket(ticketId);
          deleted.current = true;
          await queryClient.invalidateQueries({ queryKey: [...ticketsQueryKey, "list"] });
          void navigate(ticketsPath, { replace: true });
          toast.success(t("tickets.detail.deleted"));
        }}
      >
        {t("tickets.detail.deleteText")}
      </ConfirmDialog>
    </>
  );
}
