import type { WorkflowCondition } from "@chorus/contract";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../ui/SelectField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import type { SaveProblems } from "../editor/save-problems.ts";
import { TextAreaField } from "../fields/TextAreaField.tsx";
import { ExpressionBuilder } from "./ExpressionBuilder.tsx";
import type { WorkflowActions } from "./use-workflow-actions.ts";
import { conditionOfType } from "./workflow-edits.ts";

const conditionTypes = ["unconditional", "llm", "expression", "result"] as const;

/** The selected edge's condition: always, a condition in words, a variable's value, or the tools' result. */
export function EdgeFields({
  actions,
  edgeId,
  problems,
}: {
  actions: WorkflowActions;
  edgeId: string;
  problems: SaveProblems;
}) {
  const { t } = useTranslation();
  const edge = actions.workflow.edges[edgeId];
  if (!edge) return null;
  const condition = edge.forward_condition ?? null;
  const path = ["workflow", "edges", edgeId, "forward_condition"];
  const setCondition = (next: WorkflowCondition) =>
    actions.edit((w) => {
      const target = w.edges[edgeId];
      if (target) target.forward_condition = next;
    });
  return (
    <div className="stack">
      <SelectField
        label={t("agentWorkflow.condition.type")}
        value={condition?.type ?? ""}
        placeholder={condition ? undefined : t("agentWorkflow.condition.none")}
        error={condition ? undefined : problems.at(path, { exact: true })}
        options={conditionTypes.map((type) => ({
          value: type,
          label: t(`agentWorkflow.condition.types.${type}`),
        }))}
        onChange={(event) => {
          const type = event.target.value as WorkflowCondition["type"] | "";
          if (type) setCondition(conditionOfType(type, condition));
        }}
      />
      {condition?.type === "llm" && (
        <TextAreaField
          label={t("agentWorkflow.condition.llm")}
          hint={t("agentWorkflow.condition.llmHint")}
          rows={3}
          value={condition.condition}
          error={
            condition.condition.trim() === ""
              ? t("agentWorkflow.condition.llmRequired")
              : problems.at([...path, "condition"])
          }
          onChange={(event) => setCondition({ ...condition, condition: event.target.value })}
        />
      )}
      {condition?.type === "expression" && (
        <ExpressionBuilder
          expression={condition.expression}
          error={problems.at([...path, "expression"])}
          onChange={(expression) => setCondition({ ...condition, expression })}
        />
      )}
      {condition?.type === "result" && (
        <SelectField
          label={t("agentWorkflow.condition.result")}
          value={condition.successful ? "success" : "failure"}
          options={(["success", "failure"] as const).map((result) => ({
            value: result,
            label: t(`agentWorkflow.condition.results.${result}`),
          }))}
          onChange={(event) => setCondition({ ...condition, successful: event.target.value === "success" })}
        />
      )}
      {condition && (
        <TextField
          label={t("agentWorkflow.condition.label")}
          hint={t("agentWorkflow.condition.labelHint")}
          optional
          value={condition.label ?? ""}
          error={problems.at([...path, "label"])}
          onChange={(event) => {
            // An emptied label is left out, as a condition that never had one.
            const { label: _label, ...unlabelled } = condition;
            setCondition(event.target.value ? { ...unlabelled, label: event.target.value } : unlabelled);
          }}
        />
      )}
      {edge.backward_condition && <p className="muted">{t("agentWorkflow.condition.backward")}</p>}
    </div>
  );
}
