import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { DataTable, selectAllColumn } from "../../../ui/DataTable.tsx";
import { RowActionsMenu } from "../../../ui/RowActionsMenu.tsx";
import type { ListedTest } from "./agent-tests-api.ts";

/**
 * The workspace's tests: a check box to select each for a run, name, type and last change, and a
 * menu to edit (LLM and tool tests) or delete. Without `canManage` (viewers) only the list.
 */
export function TestsTable({
  tests,
  selected,
  canManage,
  onSelect,
  onEdit,
  onDelete,
}: {
  tests: readonly ListedTest[];
  selected: ReadonlySet<string>;
  canManage: boolean;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (test: ListedTest) => void;
  onDelete: (test: ListedTest) => void;
}) {
  const { t, i18n } = useTranslation();
  const allSelected = tests.length > 0 && tests.every((test) => selected.has(test.id));
  return (
    <DataTable
      columns={[
        ...(canManage
          ? [
              selectAllColumn({
                label: t("agentTests.list.selectAll"),
                checked: allSelected,
                className: "agent-test-check",
                onChange: (selected) =>
                  onSelect(
                    tests.map((test) => test.id),
                    selected,
                  ),
              }),
            ]
          : []),
        { key: "name", label: t("agentTests.list.name") },
        { key: "type", label: t("agentTests.list.type") },
        { key: "updated", label: t("agentTests.list.updated") },
        ...(canManage ? [{ key: "actions", label: t("agentTests.list.actionsColumn"), actions: true }] : []),
      ]}
    >
      {tests.map((test) => {
        const editable = canManage && (test.type === "llm" || test.type === "tool");
        return (
          <tr key={test.id} className={selected.has(test.id) ? "agent-test-row--selected" : undefined}>
            {canManage && (
              <td className="agent-test-select">
                <input
                  type="checkbox"
                  className="agent-test-check"
                  aria-label={t("agentTests.list.select", { name: test.name })}
                  checked={selected.has(test.id)}
                  onChange={(event) => onSelect([test.id], event.target.checked)}
                />
              </td>
            )}
            <td className="agent-test-name-cell">
              {editable ? (
                <button
                  type="button"
                  className="tool-name tool-name--button agent-test-name"
                  onClick={() => onEdit(test)}
                >
                  {test.name}
                </button>
              ) : (
                <span className="tool-name">{test.name}</span>
              )}
            </td>
            <td>
              <Badge tone={test.type === "llm" ? "accent" : "neutral"}>
                {t(`agentTests.types.${test.type}`)}
              </Badge>
            </td>
            <td className="agent-test-nowrap">{formatDate(test.last_updated_at_unix_secs, i18n.language)}</td>
            {canManage && (
              <td className="table__actions">
                <RowActionsMenu
                  label={t("agentTests.list.actions", { name: test.name })}
                  actions={[
                    editable && {
                      icon: "edit",
                      label: t("agentTests.list.edit"),
                      onSelect: () => onEdit(test),
                    },
                    {
                      icon: "trash",
                      label: t("agentTests.list.delete"),
                      danger: true,
                      onSelect: () => onDelete(test),
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
