import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { refreshAfterWorkspaceChange } from "../../../lib/auth/session.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { ErrorState } from "../../../ui/States.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import {
  acceptInvite,
  declineInvite,
  fetchMyInvites,
  workspaceKeys,
} from "../../workspace/api/workspace-api.ts";

/** Invitations addressed to the person; accepting moves the session into that workspace (spec 000 §4). */
export function PendingInvitesCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const invites = useQuery({ queryKey: workspaceKeys.myInvites, queryFn: fetchMyInvites });

  const accept = useMutation({
    mutationFn: async (invite: { invite_id: string; workspace_name: string }) => {
      await acceptInvite(invite.invite_id);
      // The answer says requires_token_refresh: the session now points at the new workspace.
      await refreshAfterWorkspaceChange();
      return invite;
    },
    onSuccess: (invite) => {
      toast.success(t("home.invites.accepted", { workspace: invite.workspace_name }));
      void queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const decline = useMutation({
    mutationFn: (inviteId: string) => declineInvite(inviteId),
    onSuccess: () => {
      toast.info(t("home.invites.declined"));
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.myInvites });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (invites.isError) {
    return (
      <Card title={t("home.invites.title")}>
        <ErrorState error={invites.error} onRetry={() => void invites.refetch()} />
      </Card>
    );
  }
  // The invite a mail link pointed at (`?invite_code=`) comes first and stands out.
  const linked = params.get("invite_code");
  const list = [...(invites.data?.invites ?? [])].sort(
    (a, b) => Number(b.invite_id === linked) - Number(a.invite_id === linked),
  );
  if (list.length === 0) return null;

  return (
    <Card title={t("home.invites.title")}>
      <ul className="list">
        {list.map((invite) => {
          const role = t(`roles.${invite.role}`);
          const busy =
            (accept.isPending && accept.variables?.invite_id === invite.invite_id) ||
            decline.variables === invite.invite_id;
          return (
            <li
              key={invite.invite_id}
              className={invite.invite_id === linked ? "list__item list__item--highlight" : "list__item"}
            >
              <div className="row" style={{ flexWrap: "nowrap" }}>
                <span className="workspace-chip__mark" aria-hidden="true">
                  {invite.workspace_name.charAt(0)}
                </span>
                <div>
                  <div className="cell-primary">{invite.workspace_name}</div>
                  <div className="cell-secondary">
                    {invite.invited_by_email
                      ? t("home.invites.text", { inviter: invite.invited_by_email, role })
                      : t("home.invites.textNoInviter", { role })}
                  </div>
                </div>
              </div>
              <div className="row">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => decline.mutate(invite.invite_id)}
                >
                  {t("home.invites.decline")}
                </Button>
                <Button
                  size="sm"
                  variant="primary"
                  loading={busy && accept.isPending}
                  disabled={busy}
                  onClick={() => accept.mutate(invite)}
                >
                  {t("home.invites.accept")}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
