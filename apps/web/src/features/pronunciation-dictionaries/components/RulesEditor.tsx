import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { DataTable } from "../../../ui/DataTable.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { newRow, type RowProblems, type RuleKind, type RuleRow } from "../rule-rows.ts";

interface RulesEditorProps {
  rows: RuleRow[];
  onChange: (rows: RuleRow[]) => void;
  /** Messages per row key, shown under the field they concern. */
  problems: Map<string, RowProblems>;
  readOnly?: boolean;
}

/** Rules as an editable table: text to match, type (alias, IPA, CMU), what to say; add and remove rows. */
export function RulesEditor({ rows, onChange, problems, readOnly }: RulesEditorProps) {
  const { t } = useTranslation();
  const kinds = (["alias", "ipa", "cmu"] as const).map((kind) => ({
    value: kind,
    label: t(`pronunciation.kind.${kind}`),
  }));
  const update = (key: string, patch: Partial<RuleRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  return (
    <div className="stack-sm">
      <DataTable
        columns={[
          { key: "input", label: t("pronunciation.rule.input") },
          { key: "kind", label: t("pronunciation.rule.kind") },
          { key: "output", label: t("pronunciation.rule.output") },
          { key: "options", label: t("pronunciation.rule.options") },
          { key: "actions", label: t("pronunciation.rule.actions"), actions: true },
        ]}
      >
        {rows.map((row, index) => {
          const problem = problems.get(row.key) ?? {};
          return (
            <tr key={row.key} data-testid="rule-row">
              <td>
                <TextField
                  label={t("pronunciation.rule.inputLabel", { number: index + 1 })}
                  hideLabel
                  value={row.input}
                  error={problem.input}
                  readOnly={readOnly}
                  placeholder={t("pronunciation.rule.inputPlaceholder")}
                  onChange={(event) => update(row.key, { input: event.target.value })}
                />
              </td>
              <td>
                <SelectField
                  label={t("pronunciation.rule.kindLabel", { number: index + 1 })}
                  hideLabel
                  options={kinds}
                  value={row.kind}
                  disabled={readOnly}
                  onChange={(event) => update(row.key, { kind: event.target.value as RuleKind })}
                />
              </td>
              <td>
                <TextField
                  label={t("pronunciation.rule.outputLabel", { number: index + 1 })}
                  hideLabel
                  value={row.output}
                  error={problem.output}
                  readOnly={readOnly}
                  placeholder={t(`pronunciation.placeholder.${row.kind}`)}
                  onChange={(event) => update(row.key, { output: event.target.value })}
                />
              </td>
              <td>
                <label className="row" style={{ gap: 6 }}>
                  <input
                    type="checkbox"
                    checked={!row.caseSensitive}
                    disabled={readOnly}
                    onChange={(event) => update(row.key, { caseSensitive: !event.target.checked })}
                  />
                  {t("pronunciation.rule.anyCase")}
                </label>
              </td>
              <td className="table__actions">
                {!readOnly && (
                  <Button
                    variant="ghost"
                    aria-label={t("pronunciation.rule.remove", { number: index + 1 })}
                    onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                  >
                    <Icon name="trash" />
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      {!readOnly && (
        <div>
          <Button onClick={() => onChange([...rows, newRow()])}>
            <Icon name="plus" />
            {t("pronunciation.rule.add")}
          </Button>
        </div>
      )}
    </div>
  );
}
