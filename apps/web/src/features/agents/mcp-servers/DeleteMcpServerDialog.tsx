import type { McpServerResponse } from "@chorus/contract";
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
import { mcpServersQueryKey, removeMcpServer } from "./mcp-servers-api.ts";

/** Deletes a server after a confirmation; while agents use it, offers to take it off them and delete. */
export function DeleteMcpServerDialog({
  server,
  onClose,
}: {
  server: McpServerResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const inUse = hasCode(error, "mcp_server_in_use");
  const close = () => {
    setError(null);
    onClose();
  };
  const remove = async (force: boolean) => {
    if (!server) return;
    setPending(true);
    setError(null);
    try {
      await removeMcpServer(server.id, force);
      toast.success(t("agentMcp.delete.deleted", { name: server.config.name }));
      await queryClient.invalidateQueries({ queryKey: mcpServersQueryKey });
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
      open={server !== null}
      onClose={close}
      dismissible={!pending}
      title={t("agentMcp.delete.title", { name: server?.config.name ?? "" })}
      footer={
        <>
          <Button onClick={close} disabled={pending}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" loading={pending} onClick={() => void remove(inUse)}>
            {inUse ? t("agentMcp.delete.force") : t("agentMcp.delete.confirm")}
          </Button>
        </>
      }
    >
      <div className="stack">
        {error !== null && (
          <Banner tone={inUse ? "warning" : "danger"} title={t("agentMcp.delete.failed")}>
            {errorMessage(error)}
          </Banner>
        )}
        <p>{t("agentMcp.delete.text")}</p>
      </div>
    </Dialog>
  );
}
