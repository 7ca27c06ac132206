import type { AssignableRole, WorkspaceMember } from "@chorus/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { useDocumentTitle } from "../../../lib/use-document-title.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryView } from "../../../ui/QueryView.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import {
  changeMember,
  fetchMembers,
  removeMember,
  transferOwnership,
  workspaceKeys,
} from "../api/workspace-api.ts";
import { useIsWorkspaceAdmin, useWorkspace } from "../hooks/use-workspace.ts";
import { InviteDialog } from "./InviteDialog.tsx";
import { type MemberAction, MemberRow } from "./MemberRow.tsx";
import { SeatsFullNotice, seatsFullNoticeId, useSeatsFull } from "./SeatsFullNotice.tsx";

/** /app/workspace/members: roles, locking, removal and ownership transfer (admins; others read). */
export function MembersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("workspace.membersTitle"));
  const toast = useToast();
  const session = useSession();
  const queryClient = useQueryClient();
  const workspace = useWorkspace();
  const isAdmin = useIsWorkspaceAdmin();
  const members = useQuery({ queryKey: workspaceKeys.members, queryFn: fetchMembers });
  const [inviting, setInviting] = useState(false);
  const seatsFull = useSeatsFull().full;
  const [confirming, setConfirming] = useState<{
    member: WorkspaceMember;
    action: "remove" | "transfer";
  } | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.members });
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace, exact: true });
  };

  const update = useMutation({
    mutationFn: (change: { member: WorkspaceMember; role?: AssignableRole; locked?: boolean }) =>
      changeMember({ email: change.member.email, workspace_role: change.role, is_locked: change.locked }),
    onSuccess: (_, change) => {
      if (change.role) toast.success(t("workspace.roleChanged"));
      else
        toast.success(
          t(change.locked ? "workspace.lockedToast" : "workspace.unlockedToast", {
            email: change.member.email,
          }),
        );
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const onAction = (member: WorkspaceMember, action: MemberAction) => {
    if (action === "lock" || action === "unlock") update.mutate({ member, locked: action === "lock" });
    else setConfirming({ member, action });
  };
  const confirm = async () => {
    if (!confirming) return;
    const { member, action } = confirming;
    if (action === "remove") {
      await removeMember(member.email);
      toast.success(t("workspace.removed"));
    } else {
      await transferOwnership(member.email);
      toast.success(t("workspace.transferred"));
    }
    refresh();
  };

  const seats = workspace.data
    ? t("workspace.seats", { used: workspace.data.seats_used, max: workspace.data.max_seats })
    : undefined;
  return (
    <>
      <PageHeader
        title={t("workspace.membersTitle")}
        description={t("workspace.membersDescription")}
        actions={
          <>
            {seats && <Badge>{seats}</Badge>}
            {isAdmin && (
              <Button
                variant="primary"
                disabled={seatsFull}
                aria-describedby={seatsFull ? seatsFullNoticeId : undefined}
                onClick={() => setInviting(true)}
              >
                <Icon name="plus" />
                {t("workspace.invite")}
              </Button>
            )}
          </>
        }
      />
      {isAdmin && <SeatsFullNotice />}
      <Card flush>
        <QueryView
          query={members}
          loading={
            <div className="card__body">
              <SkeletonRows />
            </div>
          }
        >
          {(list) => (
            <DataTable
              columns={[
                { key: "member", label: t("workspace.columns.member") },
                { key: "role", label: t("workspace.columns.role") },
                { key: "twoStep", label: t("workspace.columns.twoStep") },
                { key: "joined", label: t("workspace.columns.joined") },
                { key: "status", label: t("workspace.columns.status") },
                { key: "actions", label: t("workspace.columns.actions"), actions: true },
              ]}
            >
              {list.map((member) => (
                <MemberRow
                  key={member.user_id}
                  member={member}
                  isSelf={member.user_id === session.userId}
                  canManage={isAdmin}
                  callerIsOwner={workspace.data?.role === "owner"}
                  onRoleChange={(target, role) => update.mutate({ member: target, role })}
                  onAction={onAction}
                />
              ))}
            </DataTable>
          )}
        </QueryView>
      </Card>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        danger={confirming?.action === "remove"}
        title={
          confirming?.action === "transfer"
            ? t("workspace.transferTitle", { email: confirming.member.email })
            : t("workspace.removeTitle", { email: confirming?.member.email ?? "" })
        }
        confirmLabel={confirming?.action === "transfer" ? t("workspace.transfer") : t("common.remove")}
        onConfirm={confirm}
      >
        {confirming?.action === "transfer" ? t("workspace.transferText") : t("workspace.removeText")}
      </ConfirmDialog>
    </>
  );
}
