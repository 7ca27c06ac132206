import type { AgentSummary } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { Menu, MenuItem } from "../../../ui/Menu.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { agentPath } from "../agent-path.ts";
import { agentQueryKey, agentsQueryKey, copyAgent, patchAgent, removeAgent } from "../api/agents-api.ts";

/** One agent's menu in the list: duplicate, archive or restore, delete (after a confirmation). */
export function AgentRowActions({ agent }: { agent: AgentSummary }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentsQueryKey });
  const duplicate = async () => {
    try {
      const copy = await copyAgent(agent.agent_id, t("agents.list.copyName", { name: agent.name }));
      toast.success(t("agents.list.duplicated", { name: agent.name }));
      await refresh();
      void navigate(agentPath(copy.agent_id));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const archive = async (archived: boolean) => {
    try {
      await patchAgent(agent.agent_id, { platform_settings: { archived } });
      toast.success(archived ? t("agents.list.archivedToast") : t("agents.list.restoredToast"));
      queryClient.removeQueries({ queryKey: agentQueryKey(agent.agent_id) });
      await refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <>
      <Menu
        label={t("agents.list.actions", { name: agent.name })}
        labelTrigger
        triggerClassName="btn btn--ghost btn--sm btn--icon"
        trigger={<Icon name="more" />}
      >
        {(close) => (
          <>
            <MenuItem icon="copy" close={close} onSelect={() => void duplicate()}>
              {t("agents.list.duplicate")}
            </MenuItem>
            <MenuItem icon="book" close={close} onSelect={() => void archive(!agent.archived)}>
              {agent.archived ? t("agents.list.restore") : t("agents.list.archive")}
            </MenuItem>
            <MenuItem icon="trash" danger close={close} onSelect={() => setDeleting(true)}>
              {t("agents.list.delete")}
            </MenuItem>
          </>
        )}
      </Menu>
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t("agents.list.deleteTitle", { name: agent.name })}
        confirmLabel={t("agents.list.delete")}
        danger
        onConfirm={async () => {
          await removeAgent(agent.agent_id);
          queryClient.removeQueries({ queryKey: agentQueryKey(agent.agent_id) });
          toast.success(t("agents.list.deleted", { name: agent.name }));
          await refresh();
        }}
      >
        {t("agents.list.deleteText")}
      </ConfirmDialog>
    </>
  );
}
