import type { SecretDependent, WorkspaceSecret } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../ui/Button.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { agentPath } from "../agent-path.ts";

interface SecretsTableProps {
  secrets: WorkspaceSecret[];
  canManage: boolean;
  onRename: (secret: WorkspaceSecret) => void;
  onReplace: (secret: WorkspaceSecret) => void;
  onDelete: (secret: WorkspaceSecret) => void;
}

/** The agents (and, as they come, tools and MCP servers) a secret is used by; agents link to their page. */
function UsedBy({ secret }: { secret: WorkspaceSecret }) {
  const { t } = useTranslation();
  const used = secret.used_by;
  const named = (dependent: SecretDependent) =>
    dependent.type === "available" ? dependent.name : dependent.id;
  const users = [
    ...used.agents.map((agent) => ({
      key: `agent-${agent.id}`,
      label: named(agent),
      to: agentPath(agent.id),
    })),
    ...used.tools.map((tool) => ({ key: `tool-${tool.id}`, label: named(tool), to: null })),
    ...used.mcp_servers.map((server) => ({ key: `mcp-${server.id}`, label: named(server), to: null })),
  ];
  if (users.length === 0) return <span className="muted">{t("agentSecrets.unused")}</span>;
  const more = used.agents_has_more || used.tools_has_more;
  return (
    <ul className="secret-users">
      {users.map((user) => (
        <li key={user.key}>{user.to ? <Link to={user.to}>{user.label}</Link> : user.label}</li>
      ))}
      {more && <li className="muted">{t("agentSecrets.moreUsers")}</li>}
    </ul>
  );
}

export function SecretsTable({ secrets, canManage, onRename, onReplace, onDelete }: SecretsTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      columns={[
        { key: "name", label: t("agentSecrets.columns.name") },
        { key: "used-by", label: t("agentSecrets.columns.usedBy") },
        ...(canManage ? [{ key: "actions", label: t("agentSecrets.columns.actions"), actions: true }] : []),
      ]}
    >
      {secrets.map((secret) => (
        <tr key={secret.secret_id}>
          <td>
            <div className="cell-primary">{secret.name}</div>
            <div className="cell-secondary mono">{secret.secret_id}</div>
          </td>
          <td>
            <UsedBy secret={secret} />
          </td>
          {canManage && (
            <td className="table__actions">
              <div className="row" style={{ justifyContent: "flex-end", gap: 4, flexWrap: "nowrap" }}>
                <Button size="sm" variant="ghost" onClick={() => onReplace(secret)}>
                  {t("agentSecrets.replace")}
                  <span className="visually-hidden"> {secret.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  aria-label={t("agentSecrets.renameLabel", { name: secret.name })}
                  onClick={() => onRename(secret)}
                >
                  <Icon name="edit" />
                </Button>
                <Button
                  size="sm"
                  variant="danger-ghost"
                  iconOnly
                  aria-label={t("agentSecrets.deleteLabel", { name: secret.name })}
                  onClick={() => onDelete(secret)}
                >
                  <Icon name="trash" />
                </Button>
              </div>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
