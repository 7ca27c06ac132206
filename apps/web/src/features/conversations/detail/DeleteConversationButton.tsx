import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../ui/Button.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { conversationsQueryKey, removeConversation } from "../api/conversations-api.ts";
import { conversationsPath } from "../conversation-path.ts";

/**
 * Deletes the conversation (transcript and recording) after a confirmation, then returns to the list.
 * `onDeleted` lets the page drop its cached copy once it is gone from the screen.
 */
export function DeleteConversationButton({
  conversationId,
  onDeleted,
}: {
  conversationId: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger-ghost" onClick={() => setOpen(true)}>
        <Icon name="trash" />
        {t("conversations.detail.delete")}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("conversations.detail.deleteTitle")}
        confirmLabel={t("conversations.detail.delete")}
        danger
        onConfirm={async () => {
          await removeConversation(conversationId);
          onDeleted();
          // The list loads afresh when it opens.
          await queryClient.invalidateQueries({ queryKey: [...conversationsQueryKey, "list"] });
          void navigate(conversationsPath, { replace: true });
          toast.success(t("conversations.detail.deleted"));
        }}
      >
        {t("conversations.detail.deleteText")}
      </ConfirmDialog>
    </>
  );
}
