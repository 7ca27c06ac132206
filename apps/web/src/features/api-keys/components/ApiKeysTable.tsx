import type { WorkspaceApiKey } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { Icon } from "../../../ui/Icon.tsx";

interface ApiKeysTableProps {
  keys: WorkspaceApiKey[];
  canManage: boolean;
  busyKeyId: string | null;
  onToggle: (key: WorkspaceApiKey) => void;
  onEdit: (key: WorkspaceApiKey) => void;
  onDelete: (key: WorkspaceApiKey) => void;
}

export function ApiKeysTable({ keys, canManage, busyKeyId, onToggle, onEdit, onDelete }: ApiKeysTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <DataTable
      columns={[
        { key: "name", label: t("apiKeys.columns.name") },
        { key: "access", label: t("apiKeys.columns.access") },
        { key: "usage", label: t("apiKeys.columns.usage") },
        { key: "created", label: t("apiKeys.columns.created") },
        { key: "status", label: t("apiKeys.columns.status") },
        ...(canManage ? [{ key: "actions", label: t("apiKeys.columns.actions"), actions: true }] : []),
      ]}
    >
      {keys.map((key) => (
        <tr key={key.key_id}>
          <td>
            <div className="cell-primary">{key.name}</div>
            <div className="cell-secondary mono">{key.hint}</div>
          </td>
          <td>
            {key.is_full_access ? (
              <Badge tone="accent">{t("apiKeys.fullAccess")}</Badge>
            ) : (
              <Badge>{t("apiKeys.scopes", { count: key.permissions.length })}</Badge>
            )}
          </td>
          <td>
            <div>{formatNumber(key.character_count, locale)}</div>
            <div className="cell-secondary">
              {key.character_limit ? `/ ${formatNumber(key.character_limit, locale)}` : t("apiKeys.noLimit")}
            </div>
          </td>
          <td>
            <div>{formatDate(key.created_at_unix, locale)}</div>
            {key.last_used_at_unix && (
              <div className="cell-secondary">
                {t("apiKeys.lastUsed", { date: formatDate(key.last_used_at_unix, locale) })}
              </div>
            )}
          </td>
          <td>
            <Badge tone={key.is_disabled ? "neutral" : "success"}>
              {key.is_disabled ? t("common.disabled") : t("common.enabled")}
            </Badge>
          </td>
          {canManage && (
            <td className="table__actions">
              <div className="row" style={{ justifyContent: "flex-end", gap: 4, flexWrap: "nowrap" }}>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busyKeyId === key.key_id}
                  onClick={() => onToggle(key)}
                >
                  {key.is_disabled ? t("apiKeys.enable") : t("apiKeys.disable")}
                  <span className="visually-hidden"> {key.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  iconOnly
                  aria-label={`${t("common.edit")} ${key.name}`}
                  onClick={() => onEdit(key)}
                >
                  <Icon name="edit" />
                </Button>
                <Button
                  size="sm"
                  variant="danger-ghost"
                  iconOnly
                  aria-label={`${t("common.delete")} ${key.name}`}
                  onClick={() => onDelete(key)}
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
