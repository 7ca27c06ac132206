import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/format.ts";
import { DataTable, selectAllColumn } from "../../../ui/DataTable.tsx";
import { RowActionsMenu } from "../../../ui/RowActionsMenu.tsx";
import { EntryIcon } from "./EntryIcon.tsx";
import type { Entry } from "./knowledge-base-api.ts";
import { formatDocumentSize } from "./knowledge-base-format.ts";
import { knowledgeBasePath, knowledgeDocumentPath } from "./knowledge-base-path.ts";

interface EntriesTableProps {
  entries: Entry[];
  canManage: boolean;
  /** A name search lists entries from anywhere: each shows the folder it is in. */
  showLocation: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onRename: (entry: Entry) => void;
  onMove: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
}

/**
 * The entries of a folder (folders first): a check box to select each, the type's icon, the name
 * (a folder opens in place, a document on its own page), size, created date, how many agents use it,
 * and a menu to rename, move or delete it.
 */
export function EntriesTable({
  entries,
  canManage,
  showLocation,
  selected,
  onSelect,
  onRename,
  onMove,
  onDelete,
}: EntriesTableProps) {
  const { t, i18n } = useTranslation();
  const allSelected = entries.length > 0 && entries.every((entry) => selected.has(entry.id));
  return (
    <DataTable
      columns={[
        ...(canManage
          ? [
              selectAllColumn({
                label: t("knowledgeBase.selectAll"),
                checked: allSelected,
                className: "kb-check",
                onChange: (selected) =>
                  onSelect(
                    entries.map((entry) => entry.id),
                    selected,
                  ),
              }),
            ]
          : []),
        { key: "name", label: t("knowledgeBase.columns.name") },
        { key: "size", label: t("knowledgeBase.columns.size") },
        { key: "created", label: t("knowledgeBase.columns.created") },
        { key: "used-by", label: t("knowledgeBase.columns.usedBy") },
        ...(canManage ? [{ key: "actions", label: t("knowledgeBase.columns.actions"), actions: true }] : []),
      ]}
    >
      {entries.map((entry) => {
        const agents = entry.dependent_agents.length;
        const location = entry.folder_path.map((segment) => segment.name ?? segment.id).join(" / ");
        return (
          <tr key={entry.id} className={selected.has(entry.id) ? "kb-row kb-row--selected" : "kb-row"}>
            {canManage && (
              <td className="kb-select-cell">
                <input
                  type="checkbox"
                  className="kb-check"
                  aria-label={t("knowledgeBase.selectEntry", { name: entry.name })}
                  checked={selected.has(entry.id)}
                  onChange={(event) => onSelect([entry.id], event.target.checked)}
                />
              </td>
            )}
            <td>
              <div className="kb-name">
                <EntryIcon type={entry.type} />
                <div className="kb-name__text">
                  <Link
                    className="cell-primary kb-name__link"
                    to={
                      entry.type === "folder" ? knowledgeBasePath(entry.id) : knowledgeDocumentPath(entry.id)
                    }
                  >
                    {entry.name}
                  </Link>
                  <div className="cell-secondary">
                    {t(`knowledgeBase.types.${entry.type}`)}
                    {showLocation && location && ` · ${location}`}
                  </div>
                </div>
              </div>
            </td>
            <td className="kb-nowrap">
              {entry.type === "folder"
                ? t("knowledgeBase.items", { count: entry.children_count })
                : formatDocumentSize(entry.metadata.size_bytes, i18n.language)}
            </td>
            <td className="kb-nowrap">{formatDate(entry.metadata.created_at_unix_secs, i18n.language)}</td>
            <td>
              {agents === 0 ? (
                <span className="muted">{t("knowledgeBase.unused")}</span>
              ) : (
                <span title={entry.dependent_agents.map((agent) => agent.name).join(", ")}>
                  {t("knowledgeBase.usedBy", { count: agents })}
                </span>
              )}
            </td>
            {canManage && (
              <td className="table__actions">
                <RowActionsMenu
                  label={t("knowledgeBase.actionsFor", { name: entry.name })}
                  actions={[
                    { icon: "edit", label: t("knowledgeBase.rename"), onSelect: () => onRename(entry) },
                    { icon: "folder", label: t("knowledgeBase.move"), onSelect: () => onMove(entry) },
                    {
                      icon: "trash",
                      label: t("knowledgeBase.delete"),
                      danger: true,
                      onSelect: () => onDelete(entry),
                    },
                  ]}
                />
              </td>
            )}
          </tr>
        );
      })}
    </DataTable>
  );
}
