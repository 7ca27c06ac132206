import type { ToolResponse } from "@chorus/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { hasCode } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { useToast } from "../../../ui/Toast.tsx";
import { agentsQueryKey } from "../api/agents-api.ts";
import { removeTool, toolsQueryKey } from "./tools-api.ts";

/**
 * Deletes a tool after a confirmation. While agents use it the server refuses (`tool_in_use`, its
 * message naming how many): the dialog then says so and offers to take it off them and delete.
 */
export function DeleteToolDialog({ tool, onClose }: { tool: ToolResponse | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const inUse = hasCode(error, "tool_in_use");
  const close = () => {
    setError(null);
    onClose();
  };
  const remove = async (force: boolean) => {
    if (!tool) return;
    setPending(true);
    setError(null);
    try {
      await removeTool(tool.id, force);
      toast.success(t("agentTools.delete.deleted", { name: tool.tool_config.name }));
      await queryClient.invalidateQueries({ queryKey: toolsQueryKey });
      // Agents that used it changed (a new version without it).
      if (force) await queryClient.invalidateQueries({ queryKey: agentsQueryKey });
      close();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={tool !== null}
      onClose={close}
      dismissible={!pending}
      title={t("agentTools.delete.title", { name: tool?.tool_config.name ?? "" })}
      footer={
        <>
          <Button onClick={close} disabled={pending}>
            {t("common.cancel")}
          </Button>
          {inUse ? (
            <Button variant="danger" loading={pending} onClick={() => void remove(true)}>
              {t("agentTools.delete.force")}
            </Button>
          ) : (
            <Button variant="danger" loading={pending} onClick={() => void remove(false)} data-autofocus>
              {t("agentTools.delete.confirm")}
            </Button>
          )}
        </>
      }
    >
      <div className="stack">
        {error !== null && (
          <Banner tone={inUse ? "warning" : "danger"} title={t("agentTools.delete.failed")}>
            {errorMessage(error)}
          </Banner>
        )}
        <p>{t("agentTools.delete.text")}</p>
      </div>
    </Dialog>
  );
}
