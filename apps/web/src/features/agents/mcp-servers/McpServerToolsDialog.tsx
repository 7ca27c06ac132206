import type { McpServerResponse } from "@chorus/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import {
  approveMcpTool,
  fetchMcpServerTools,
  mcpServersQueryKey,
  mcpServerToolsQueryKey,
  setMcpApprovalPolicy,
  unapproveMcpTool,
} from "./mcp-servers-api.ts";

const policies = ["require_approval_all", "require_approval_per_tool", "auto_approve_all"] as const;

/**
 * A server's tools, asked live, with its approval policy; under "per tool" each tool has a switch
 * that approves it as it is described now (it then runs without asking the caller).
 */
export function McpServerToolsDialog({
  server,
  onClose,
}: {
  server: McpServerResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const serverId = server?.id ?? "";
  const tools = useQuery({
    queryKey: mcpServerToolsQueryKey(serverId),
    queryFn: () => fetchMcpServerTools(serverId),
    enabled: server !== null,
  });
  const [policy, setPolicy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const canManage = server?.access_info?.role === "admin";
  const current = policy ?? server?.config.approval_policy ?? "require_approval_all";
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: mcpServersQueryKey });
  };
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await refresh();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setPolicy(null);
    setError(null);
    onClose();
  };
  const statusOf = (name: string) =>
    tools.data?.tool_approval_statuses?.find((status) => status.tool_id === name);
  return (
    <Dialog
      open={server !== null}
      onClose={close}
      wide
      title={t("agentMcp.tools.title", { name: server?.config.name ?? "" })}
      footer={<Button onClick={close}>{t("common.close")}</Button>}
    >
      <div className="stack">
        <SelectField
          label={t("agentMcp.addDialog.policy")}
          value={current}
          disabled={!canManage || busy}
          options={policies.map((value) => ({ value, label: t(`agentMcp.policies.${value}`) }))}
          onChange={(event) => {
            const next = event.target.value as (typeof policies)[number];
            setPolicy(next);
            void run(() => setMcpApprovalPolicy(serverId, next));
          }}
        />
        {error !== null && (
          <Banner tone="danger" title={t("agentMcp.tools.changeFailed")}>
            {errorMessage(error)}
          </Banner>
        )}
        {tools.isPending ? (
          <SkeletonRows />
        ) : tools.isError ? (
          <Banner tone="danger" title={t("agentMcp.tools.loadFailed")}>
            {errorMessage(tools.error)}
          </Banner>
        ) : !tools.data.success ? (
          <Banner tone="warning" title={t("agentMcp.tools.unreachable")}>
            {tools.data.error_message}
          </Banner>
        ) : tools.data.tools.length === 0 ? (
          <p className="muted">{t("agentMcp.tools.none")}</p>
        ) : (
          <ul className="stack">
            {tools.data.tools.map((tool) => {
              const status = statusOf(tool.name);
              const auto = status?.state === "up_to_date" && status.approval_policy === "auto_approved";
              return (
                <li key={tool.name} className="stack">
                  <div className="row">
                    <strong>{tool.name}</strong>
                    {status && <Badge>{t(`agentMcp.states.${status.state}`)}</Badge>}
                  </div>
                  {tool.description && <span className="muted">{tool.description}</span>}
                  {current === "require_approval_per_tool" && (
                    <Switch
                      label={t("agentMcp.tools.autoApprove")}
                      checked={auto}
                      disabled={!canManage || busy}
                      onChange={(event) => {
                        const checked = event.target.checked;
                        void run(async () => {
                          if (checked) await approveMcpTool(serverId, tool, true);
                          else await unapproveMcpTool(serverId, tool.name);
                          await tools.refetch();
                        });
                      }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
