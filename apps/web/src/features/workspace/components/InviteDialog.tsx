import { type AssignableRole, assignableRoles } from "@chorus/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { useMarkChecklistItem } from "../../home/hooks/use-checklist.ts";
import { inviteMember, workspaceKeys } from "../api/workspace-api.ts";

/** Invite one person by email with a role; a pending invite holds a seat. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const markChecklist = useMarkChecklistItem();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<AssignableRole>("member");
  const invite = useMutation({
    mutationFn: () => inviteMember({ email: email.trim(), workspace_permission: role }),
    onSuccess: () => {
      toast.success(t("workspace.invited", { email: email.trim() }));
      markChecklist("invite_member");
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.invites });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.workspace, exact: true });
      close();
    },
  });
  const close = () => {
    setEmail("");
    setRole("member");
    invite.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t("workspace.inviteTitle")}
      description={t("workspace.inviteDescription")}
      dismissible={!invite.isPending}
    >
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          invite.mutate();
        }}
      >
        {invite.isError && <Banner tone="danger">{errorMessage(invite.error)}</Banner>}
        <TextField
          label={t("workspace.inviteEmail")}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label={t("workspace.inviteRole")}
          value={role}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
          options={assignableRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
        />
        <div className="row" style={{ justifyContent: "flex-end" }}>
          <Button onClick={close} disabled={invite.isPending}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="primary" loading={invite.isPending}>
            {t("workspace.inviteSubmit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
