import type { WorkspaceInviteSchema } from "@chorus/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formatDate } from "../../../lib/format.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { fetchWorkspaceInvites, withdrawInvite, workspaceKeys } from "../api/workspace-api.ts";
import { useIsWorkspaceAdmin, useWorkspace } from "../hooks/use-workspace.ts";
import { InviteDialog } from "./InviteDialog.tsx";
import { SeatsFullNotice, seatsFullNoticeId, useSeatsFull } from "./SeatsFullNotice.tsx";

type Invite = z.infer<typeof WorkspaceInviteSchema>;

/** /app/workspace/invites: pending invitations (admins send and withdraw them). */
export function InvitesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t("workspace.invitesTitle"));
  const toast = useToast();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const isAdmin = useIsWorkspaceAdmin();
  const invites = useQuery({
    queryKey: workspaceKeys.invites,
    queryFn: fetchWorkspaceInvites,
    enabled: isAdmin,
  });
  const [inviting, setInviting] = useState(false);
  const seatsFull = useSeatsFull().full;
  const [withdrawing, setWithdrawing] = useState<Invite | null>(null);
  const inviteButton = (
    <Button
      variant="primary"
      disabled={seatsFull}
      aria-describedby={seatsFull ? seatsFullNoticeId : undefined}
      onClick={() => setInviting(true)}
    >
      <Icon name="plus" />
      {t("workspace.invite")}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t("workspace.invitesTitle")}
        description={t("workspace.invitesDescription")}
        actions={isAdmin && inviteButton}
      />
      {isAdmin && <SeatsFullNotice />}
      {workspace.isPending ? (
        <Card>
          <SkeletonRows />
        </Card>
      ) : !isAdmin ? (
        <Banner tone="info">{t("workspace.readOnly")}</Banner>
      ) : (
        <Card flush>
          <QueryView
            query={invites}
            loading={
              <div className="card__body">
                <SkeletonRows />
              </div>
            }
          >
            {(data) =>
              data.invites.length === 0 ? (
                <EmptyState icon="mail" title={t("workspace.noInvites")} action={inviteButton}>
                  {t("workspace.noInvitesText")}
                </EmptyState>
              ) : (
                <DataTable
                  columns={[
                    { key: "email", label: t("workspace.columns.email") },
                    { key: "role", label: t("workspace.columns.role") },
                    { key: "invitedBy", label: t("workspace.columns.invitedBy") },
                    { key: "sent", label: t("workspace.columns.sent") },
                    { key: "actions", label: t("workspace.columns.actions"), actions: true },
                  ]}
                >
                  {data.invites.map((invite) => (
                    <tr key={invite.invite_id}>
                      <td className="cell-primary">{invite.email}</td>
                      <td>{t(`roles.${invite.role}`)}</td>
                      <td className="muted">{invite.invited_by_email ?? "—"}</td>
                      <td>{formatDate(invite.created_at_unix, i18n.language)}</td>
                      <td className="table__actions">
                        <Button size="sm" variant="danger-ghost" onClick={() => setWithdrawing(invite)}>
                          {t("workspace.revoke")}
                          <span className="visually-hidden"> {invite.email}</span>
                        </Button>
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )
            }
          </QueryView>
        </Card>
      )}
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        danger
        title={t("workspace.revokeTitle", { email: withdrawing?.email ?? "" })}
        confirmLabel={t("workspace.revoke")}
        onConfirm={async () => {
          await withdrawInvite(withdrawing!.email);
          toast.success(t("workspace.revoked"));
          void queryClient.invalidateQueries({ queryKey: workspaceKeys.invites });
          void queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace, exact: true });
        }}
      />
    </>
  );
}
