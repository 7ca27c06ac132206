import type { ObjectJsonSchemaProperty } from "@chorus/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SegmentedControl } from "../../../ui/SegmentedControl.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import {
  emptyRow,
  type ParameterRow,
  type ParameterType,
  parameterTypes,
  parseSchemaJson,
  rowNameProblem,
  rowsOf,
  schemaJson,
  schemaOf,
} from "./parameter-schema.ts";

type Mode = "fields" | "json";

/** What the editor holds: rows (structured) or JSON text, and whether what it holds can be saved. */
export interface ParametersValue {
  mode: Mode;
  rows: ParameterRow[];
  json: string;
}

export function initialParameters(schema: ObjectJsonSchemaProperty | undefined): ParametersValue {
  const rows = rowsOf(schema);
  return rows ? { mode: "fields", rows, json: "" } : { mode: "json", rows: [], json: schemaJson(schema) };
}

/** The schema the editor describes, or the reason it describes none (a problem to fix first). */
export function parametersSchema(
  value: ParametersValue,
): { schema: ObjectJsonSchemaProperty | undefined } | { problem: true } {
  if (value.mode === "fields")
    return value.rows.some((_, index) => rowNameProblem(value.rows, index))
      ? { problem: true }
      : { schema: schemaOf(value.rows) };
  const parsed = parseSchemaJson(value.json);
  return "error" in parsed ? { problem: true } : { schema: parsed.schema };
}

/**
 * A parameters schema, edited as fields (name, type, description, required: one level of simple
 * types) or as raw JSON (anything the contract accepts; syntax errors by line and column). Switching
 * from JSON to fields works when the JSON is valid and one level deep.
 */
export function ParametersEditor({
  value,
  onChange,
  hint,
  showProblems,
}: {
  value: ParametersValue;
  onChange: (value: ParametersValue) => void;
  hint: string;
  /** Shows the rows' problems (after a first attempt to save). */
  showProblems: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const [switchProblem, setSwitchProblem] = useState(false);
  const setRows = (rows: ParameterRow[]) => onChange({ ...value, rows });
  const updateRow = (index: number, patch: Partial<ParameterRow>) =>
    setRows(value.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const switchTo = (mode: Mode) => {
    setSwitchProblem(false);
    if (mode === value.mode) return;
    if (mode === "json") {
      onChange({ ...value, mode, json: schemaJson(schemaOf(value.rows)) });
      return;
    }
    const parsed = parseSchemaJson(value.json);
    const rows = "error" in parsed ? null : rowsOf(parsed.schema);
    if (!rows) {
      setSwitchProblem(true);
      return;
    }
    onChange({ ...value, mode, rows });
  };

  const jsonResult = value.mode === "json" ? parseSchemaJson(value.json) : null;
  const jsonError =
    jsonResult && "error" in jsonResult
      ? jsonResult.error.kind === "syntax"
        ? t("agentTools.parameters.syntaxError", {
            line: jsonResult.error.line,
            column: jsonResult.error.column,
          })
        : t("agentTools.parameters.schemaError", {
            path: jsonResult.error.path,
            message: jsonResult.error.message,
          })
      : null;
  const nameProblem = (index: number) => {
    const problem = rowNameProblem(value.rows, index);
    if (!problem || (!showProblems && problem === "required")) return null;
    return {
      required: t("agentTools.parameters.nameRequired"),
      invalid: t("agentTools.parameters.nameInvalid"),
      duplicate: t("agentTools.parameters.nameDuplicate"),
    }[problem];
  };

  return (
    <fieldset className="tool-parameters">
      <legend className="field__label">{t("agentTools.parameters.title")}</legend>
      <p className="field__hint">{hint}</p>
      <SegmentedControl
        label={t("agentTools.parameters.mode")}
        name={name}
        options={["fields", "json"] as const}
        optionLabel={(mode) => t(`agentTools.parameters.${mode}`)}
        value={value.mode}
        onChange={switchTo}
      />
      {switchProblem && (
        <p className="field__error" role="alert">
          <Icon name="alert" size={12} />
          {jsonError ?? t("agentTools.parameters.nested")}
        </p>
      )}
      {value.mode === "fields" ? (
        <div className="stack">
          {value.rows.length === 0 && <p className="muted">{t("agentTools.parameters.none")}</p>}
          {value.rows.map((row, index) => (
            <div key={row.key} className="tool-parameter">
              <TextField
                label={t("agentTools.parameters.name")}
                value={row.name}
                maxLength={64}
                error={nameProblem(index)}
                onChange={(event) => updateRow(index, { name: event.target.value.trim() })}
              />
              <SelectField
                label={t("agentTools.parameters.type")}
                value={row.type}
                options={parameterTypes.map((type) => ({
                  value: type,
                  label: t(`agentTools.parameters.types.${type}`),
                }))}
                onChange={(event) => updateRow(index, { type: event.target.value as ParameterType })}
              />
              <TextField
                label={t("agentTools.parameters.description")}
                value={row.description}
                maxLength={2000}
                onChange={(event) => updateRow(index, { description: event.target.value })}
              />
              <label className="check tool-parameter__required">
                <input
                  type="checkbox"
                  checked={row.required}
                  onChange={(event) => updateRow(index, { required: event.target.checked })}
                />
                <span>{t("agentTools.parameters.required")}</span>
              </label>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={t("agentTools.parameters.remove", { name: row.name || index + 1 })}
                onClick={() => setRows(value.rows.filter((_, at) => at !== index))}
              >
                <Icon name="trash" />
              </Button>
            </div>
          ))}
          <div>
            <Button size="sm" onClick={() => setRows([...value.rows, emptyRow()])}>
              <Icon name="plus" />
              {t("agentTools.parameters.add")}
            </Button>
          </div>
        </div>
      ) : (
        <TextAreaField
          label={t("agentTools.parameters.jsonLabel")}
          hint={t("agentTools.parameters.jsonHint")}
          className="tool-parameters__json"
          rows={12}
          spellCheck={false}
          value={value.json}
          error={jsonError}
          maxLength={100_000}
          onChange={(event) => onChange({ ...value, json: event.target.value })}
        />
      )}
    </fieldset>
  );
}
