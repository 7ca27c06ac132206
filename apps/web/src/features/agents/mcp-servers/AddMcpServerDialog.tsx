import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasCode } from "../../../lib/api/api-error.ts";
import { errorMessage } from "../../../lib/api/error-message.ts";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog } from "../../../ui/Dialog.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { fetchSecrets, secretsQueryKey } from "../secrets/secrets-api.ts";
import { addMcpServer, mcpServersQueryKey } from "./mcp-servers-api.ts";

const transports = ["STREAMABLE_HTTP", "SSE"] as const;
const policies = ["require_approval_all", "require_approval_per_tool", "auto_approve_all"] as const;

/** Adds a server: its name, URL, transport, approval policy and, optionally, a secret sent as its bearer token. */
export function AddMcpServerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const secrets = useQuery({ queryKey: secretsQueryKey, queryFn: fetchSecrets, enabled: open });
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [transport, setTransport] = useState<(typeof transports)[number]>("STREAMABLE_HTTP");
  const [policy, setPolicy] = useState<(typeof policies)[number]>("require_approval_all");
  const [secretId, setSecretId] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    setName("");
    setUrl("");
    setSecretId("");
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await addMcpServer({
        name,
        url,
        transport,
        approval_policy: policy,
        ...(secretId ? { secret_token: { secret_id: secretId } } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: mcpServersQueryKey });
      close();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!pending}
      title={t("agentMcp.addDialog.title")}
      footer={
        <>
          <Button onClick={close} disabled={pending}>
            {t("common.cancel")}
          </Button>
          <Button variant="primary" type="submit" form="add-mcp-server" loading={pending}>
            {t("agentMcp.addDialog.submit")}
          </Button>
        </>
      }
    >
      <form id="add-mcp-server" className="stack" onSubmit={(event) => void submit(event)}>
        {error !== null && (
          <Banner tone="danger" title={t("agentMcp.addDialog.failed")}>
            {hasCode(error, "mcp_opt_in_required") ? t("agentMcp.addDialog.optIn") : errorMessage(error)}
          </Banner>
        )}
        <TextField
          label={t("agentMcp.addDialog.name")}
          value={name}
          required
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t("agentMcp.addDialog.url")}
          hint={t("agentMcp.addDialog.urlHint")}
          type="url"
          value={url}
          required
          maxLength={2048}
          placeholder="https://mcp.example.com/mcp"
          onChange={(event) => setUrl(event.target.value)}
        />
        <SelectField
          label={t("agentMcp.addDialog.transport")}
          value={transport}
          options={transports.map((value) => ({ value, label: t(`agentMcp.transports.${value}`) }))}
          onChange={(event) => setTransport(event.target.value as (typeof transports)[number])}
        />
        <SelectField
          label={t("agentMcp.addDialog.policy")}
          value={policy}
          options={policies.map((value) => ({ value, label: t(`agentMcp.policies.${value}`) }))}
          onChange={(event) => setPolicy(event.target.value as (typeof policies)[number])}
        />
        <SelectField
          label={t("agentMcp.addDialog.secretToken")}
          hint={t("agentMcp.addDialog.secretTokenHint")}
          optional
          value={secretId}
          options={[
            { value: "", label: t("agentMcp.addDialog.noSecret") },
            ...(secrets.data?.secrets ?? []).map((secret) => ({
              value: secret.secret_id,
              label: secret.name,
            })),
          ]}
          onChange={(event) => setSecretId(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
