import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { SelectField } from "../../../ui/SelectField.tsx";
import type { WorkflowActions } from "./use-workflow-actions.ts";
import type { Selection } from "./workflow-flow.ts";

/**
 * The workflow as two lists, so nothing needs a mouse: every node and edge with buttons to edit
 * (open it in the side panel) and delete it, and a form that joins two nodes with an edge.
 */
export function WorkflowOutline({
  actions,
  nodeName,
  edgeName,
  conditionOf,
  flagged,
  onEdit,
}: {
  actions: WorkflowActions;
  nodeName: (nodeId: string) => string;
  edgeName: (edgeId: string) => string;
  conditionOf: (edgeId: string) => string;
  /** Whether a node or an edge has a problem. */
  flagged: (item: Selection) => boolean;
  onEdit: (item: Selection) => void;
}) {
  const { t } = useTranslation();
  const { workflow, readOnly } = actions;
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [refused, setRefused] = useState(false);
  const nodeIds = Object.keys(workflow.nodes);
  const nodeOptions = nodeIds.map((nodeId) => ({ value: nodeId, label: nodeName(nodeId) }));
  const join = () => {
    const edgeId = actions.connect(from, to);
    setRefused(edgeId === null);
    if (edgeId === null) return;
    setFrom("");
    setTo("");
    onEdit({ kind: "edge", id: edgeId });
  };
  const item = (selection: Selection, name: string, detail: string, deletable: boolean) => (
    <li key={selection.id} className="workflow-outline__item">
      <div className="workflow-outline__text">
        <span className="cell-primary">
          {name}
          {flagged(selection) && (
            <span className="workflow-outline__flag">
              <Icon name="alert" size={14} />
              <span className="visually-hidden">{t("agentWorkflow.canvas.hasProblem")}</span>
            </span>
          )}
        </span>
        {detail && <span className="cell-secondary">{detail}</span>}
      </div>
      <div className="row">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onEdit(selection)}
          aria-label={t("agentWorkflow.outline.edit", { name })}
        >
          <Icon name="edit" />
        </Button>
        {deletable && !readOnly && (
          <Button
            size="sm"
            variant="danger-ghost"
            aria-label={t("agentWorkflow.outline.delete", { name })}
            onClick={() =>
              selection.kind === "node"
                ? actions.removeNodes([selection.id])
                : actions.removeEdges([selection.id])
            }
          >
            <Icon name="trash" />
          </Button>
        )}
      </div>
    </li>
  );
  return (
    <Card title={t("agentWorkflow.outline.title")} description={t("agentWorkflow.outline.description")}>
      <div className="workflow-outline">
        <div className="stack-sm">
          <h3 className="workflow-outline__heading">{t("agentWorkflow.outline.nodes")}</h3>
          <ul className="workflow-outline__list" aria-label={t("agentWorkflow.outline.nodes")}>
            {nodeIds.map((nodeId) =>
              item(
                { kind: "node", id: nodeId },
                nodeName(nodeId),
                t(`agentWorkflow.kinds.${workflow.nodes[nodeId]!.type}`),
                workflow.nodes[nodeId]!.type !== "start",
              ),
            )}
          </ul>
        </div>
        <div className="stack-sm">
          <h3 className="workflow-outline__heading">{t("agentWorkflow.outline.edges")}</h3>
          {Object.keys(workflow.edges).length === 0 ? (
            <p className="muted">{t("agentWorkflow.outline.noEdges")}</p>
          ) : (
            <ul className="workflow-outline__list" aria-label={t("agentWorkflow.outline.edges")}>
              {Object.keys(workflow.edges).map((edgeId) =>
                item({ kind: "edge", id: edgeId }, edgeName(edgeId), conditionOf(edgeId), true),
              )}
            </ul>
          )}
        </div>
        {!readOnly && (
          <fieldset className="workflow-join">
            <legend className="workflow-outline__heading">{t("agentWorkflow.outline.join")}</legend>
            <SelectField
              label={t("agentWorkflow.outline.from")}
              placeholder={t("agentWorkflow.outline.choose")}
              value={from}
              options={nodeOptions.filter((option) => workflow.nodes[option.value]?.type !== "end")}
              onChange={(event) => setFrom(event.target.value)}
            />
            <SelectField
              label={t("agentWorkflow.outline.to")}
              placeholder={t("agentWorkflow.outline.choose")}
              value={to}
              options={nodeOptions.filter((option) => workflow.nodes[option.value]?.type !== "start")}
              error={refused ? t("agentWorkflow.outline.cannotJoin") : undefined}
              onChange={(event) => setTo(event.target.value)}
            />
            <Button onClick={join} disabled={!from || !to}>
              <Icon name="plus" />
              {t("agentWorkflow.outline.addEdge")}
            </Button>
          </fieldset>
        )}
      </div>
    </Card>
  );
}
