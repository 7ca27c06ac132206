import type { WorkflowExpression } from "@chorus/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import {
  type Comparison,
  comparisonOf,
  comparisonOperators,
  comparisonValueKinds,
  emptyComparison,
  expressionOf,
  expressionText,
  initialValue,
  variableNamePattern,
} from "./workflow-expression.ts";

/**
 * An expression condition as "variable — comparison — value" (the AST the runtime evaluates). An
 * expression of another shape, made through the API, is shown as text until a choice here
 * replaces it. A number that does not read as one stays in the field (with its error) and is not
 * written to the draft.
 */
export function ExpressionBuilder({
  expression,
  onChange,
  error,
}: {
  expression: WorkflowExpression;
  onChange: (expression: WorkflowExpression) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const parsed = comparisonOf(expression);
  const comparison = parsed ?? emptyComparison();
  const [typedNumber, setTypedNumber] = useState<string | null>(null);
  const update = (next: Comparison) => {
    const built = expressionOf(next);
    if (next.kind === "number") setTypedNumber(built ? null : next.value);
    if (built) onChange(built);
  };
  const variableInvalid = comparison.variable !== "" && !variableNamePattern.test(comparison.variable);
  return (
    <div className="stack-sm">
      {!parsed && (
        <p className="muted">
          {t("agentWorkflow.condition.custom", { expression: expressionText(expression) })}
        </p>
      )}
      <TextField
        label={t("agentWorkflow.condition.variable")}
        hint={t("agentWorkflow.condition.variableHint")}
        value={comparison.variable}
        spellCheck={false}
        autoComplete="off"
        error={variableInvalid ? t("agentWorkflow.condition.variableInvalid") : error}
        onChange={(event) => update({ ...comparison, variable: event.target.value })}
      />
      <div className="workflow-expression__row">
        <SelectField
          label={t("agentWorkflow.condition.operator")}
          value={comparison.operator}
          options={comparisonOperators.map((operator) => ({
            value: operator,
            label: t(`agentWorkflow.condition.operators.${operator}`),
          }))}
          onChange={(event) =>
            update({ ...comparison, operator: event.target.value as Comparison["operator"] })
          }
        />
        <SelectField
          label={t("agentWorkflow.condition.valueKind")}
          value={comparison.kind}
          options={comparisonValueKinds.map((kind) => ({
            value: kind,
            label: t(`agentWorkflow.condition.valueKinds.${kind}`),
          }))}
          onChange={(event) => {
            const kind = event.target.value as Comparison["kind"];
            setTypedNumber(null);
            update({ ...comparison, kind, value: initialValue(kind) });
          }}
        />
      </div>
      {comparison.kind === "boolean" ? (
        <SelectField
          label={t("agentWorkflow.condition.value")}
          value={comparison.value}
          options={(["true", "false"] as const).map((value) => ({
            value,
            label: t(`agentWorkflow.condition.booleans.${value}`),
          }))}
          onChange={(event) => update({ ...comparison, value: event.target.value })}
        />
      ) : (
        <TextField
          label={t("agentWorkflow.condition.value")}
          value={comparison.kind === "number" ? (typedNumber ?? comparison.value) : comparison.value}
          inputMode={comparison.kind === "number" ? "decimal" : undefined}
          error={typedNumber !== null ? t("agentWorkflow.condition.numberInvalid") : undefined}
          onChange={(event) => update({ ...comparison, value: event.target.value })}
        />
      )}
    </div>
  );
}
