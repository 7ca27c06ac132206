import { workflowProblems } from "@chorus/contract";
import { ReactFlowProvider } from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Banner } from "../../../ui/Banner.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Icon } from "../../../ui/Icon.tsx";
import { EmptyState } from "../../../ui/States.tsx";
import { Switch } from "../../../ui/Switch.tsx";
import type { AgentTabProps } from "../tabs/tab-props.ts";
import { useTransferAgents } from "../tabs/use-transfer-agents.ts";
import { useTools } from "../tools/use-tools.ts";
import { useWorkflowActions } from "./use-workflow-actions.ts";
import { WorkflowCanvas } from "./WorkflowCanvas.tsx";
import { WorkflowOutline } from "./WorkflowOutline.tsx";
import { WorkflowPalette } from "./WorkflowPalette.tsx";
import { WorkflowProblemsList } from "./WorkflowProblemsList.tsx";
import { WorkflowSidePanel } from "./WorkflowSidePanel.tsx";
import type { FlowView, Selection } from "./workflow-flow.ts";
import { conditionText, nodeText, problemText, type WorkflowNames } from "./workflow-labels.ts";
import { uniqueNames } from "./workflow-names.ts";
import "./workflow.css";

/**
 * The agent's Workflow tab: the graph on a canvas with a palette, the selected item's settings
 * beside it, the problems that keep it from being saved, and the same graph as keyboard-friendly
 * lists. Edits go into the agent's draft, so the save bar saves them with the rest of the agent.
 */
export function WorkflowEditor({
  agentId,
  draft,
  change,
  problems,
  readOnly,
}: AgentTabProps & { readOnly: boolean }) {
  const { t } = useTranslation();
  const actions = useWorkflowActions({ draft, change, readOnly });
  const { workflow } = actions;
  const canvasRef = useRef<HTMLElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const agents = useTransferAgents();
  const tools = useTools();

  const names: WorkflowNames = {
    agent: (id) => agents.data?.agents.find((agent) => agent.agent_id === id)?.name,
    tool: (id) => tools.data?.find((tool) => tool.id === id)?.tool_config.name,
  };
  const texts = new Map(Object.entries(workflow.nodes).map(([id, node]) => [id, nodeText(node, t, names)]));
  const nodeNames = uniqueNames([...texts].map(([id, text]) => [id, text.title]));
  const nodeName = (nodeId: string) => nodeNames.get(nodeId) ?? nodeId;
  const edgeName = (edgeId: string) => {
    const edge = workflow.edges[edgeId];
    return edge
      ? t("agentWorkflow.outline.edgeName", { from: nodeName(edge.source), to: nodeName(edge.target) })
      : edgeId;
  };
  const conditionOf = (edgeId: string) => conditionText(workflow.edges[edgeId]?.forward_condition, t);

  const graphProblems = useMemo(() => workflowProblems(workflow, { agentId }), [workflow, agentId]);
  // Flagged: what the rules name, and what a refused save named (a label left empty, an unknown tool …).
  const problemNodes = new Set<string>();
  const problemEdges = new Set<string>();
  for (const problem of graphProblems) {
    if (problem.edge_id !== undefined) problemEdges.add(problem.edge_id);
    else if (problem.node_id !== undefined) problemNodes.add(problem.node_id);
  }
  for (const nodeId of Object.keys(workflow.nodes))
    if (problems.at(["workflow", "nodes", nodeId])) problemNodes.add(nodeId);
  for (const edgeId of Object.keys(workflow.edges))
    if (problems.at(["workflow", "edges", edgeId])) problemEdges.add(edgeId);
  const flagged = (item: Selection) => (item.kind === "node" ? problemNodes : problemEdges).has(item.id);

  const view: FlowView = {
    selection: actions.selection,
    textOf: (nodeId) => texts.get(nodeId) ?? { kind: nodeId, title: nodeId, detail: "" },
    conditionOf,
    problemNodes,
    problemEdges,
    readOnly,
    problemNote: t("agentWorkflow.canvas.hasProblem"),
    edgeName: (from, to, condition) => t("agentWorkflow.canvas.edgeName", { from, to, condition }),
  };
  const edit = (item: Selection) => {
    actions.select(item);
    // After the panel shows the item: its heading, so the next Tab reaches its fields.
    requestAnimationFrame(() => panelHeading.current?.focus());
  };
  // The server's message about the workflow as a whole (a node's or an edge's shows at its field).
  const wholeProblem =
    problems.at(["workflow"], { exact: true }) ?? problems.at(["workflow", "nodes"], { exact: true });

  if (Object.keys(workflow.nodes).length === 0)
    return (
      <Card title={t("agentWorkflow.title")} description={t("agentWorkflow.description")}>
        <EmptyState
          icon="share"
          title={t("agentWorkflow.empty.title")}
          action={
            <Button variant="primary" disabled={readOnly} onClick={actions.start}>
              <Icon name="plus" />
              {t("agentWorkflow.empty.start")}
            </Button>
          }
        >
          {t("agentWorkflow.empty.text")}
        </EmptyState>
      </Card>
    );

  return (
    <ReactFlowProvider>
      <div className="stack">
        <Card title={t("agentWorkflow.title")} description={t("agentWorkflow.description")}>
          <div className="workflow-editor stack">
            {wholeProblem && <Banner tone="danger">{wholeProblem}</Banner>}
            <WorkflowPalette actions={actions} canvasRef={canvasRef} />
            <p className="muted workflow-editor__hint">{t("agentWorkflow.canvas.hint")}</p>
            <div className="workflow-editor__body">
              <WorkflowCanvas actions={actions} view={view} wrapperRef={canvasRef} />
              <WorkflowSidePanel
                actions={actions}
                agentId={agentId}
                problems={problems}
                nodeName={nodeName}
                edgeName={edgeName}
                headingRef={panelHeading}
              />
            </div>
            <WorkflowProblemsList
              problems={graphProblems}
              textOf={(problem) => problemText(problem, t, { node: nodeName, edge: edgeName })}
              onShow={(problem) =>
                edit(
                  problem.edge_id !== undefined
                    ? { kind: "edge", id: problem.edge_id }
                    : { kind: "node", id: problem.node_id ?? "" },
                )
              }
            />
            <Switch
              label={t("agentWorkflow.preventLoops")}
              description={t("agentWorkflow.preventLoopsHint")}
              checked={workflow.prevent_subagent_loops}
              onChange={(event) =>
                actions.edit((w) => {
                  w.prevent_subagent_loops = event.target.checked;
                })
              }
            />
            {!readOnly && (
              <div>
                <Button size="sm" variant="danger-ghost" onClick={actions.clear}>
                  <Icon name="trash" />
                  {t("agentWorkflow.remove")}
                </Button>
              </div>
            )}
          </div>
        </Card>
        <WorkflowOutline
          actions={actions}
          nodeName={nodeName}
          edgeName={edgeName}
          conditionOf={conditionOf}
          flagged={flagged}
          onEdit={edit}
        />
      </div>
    </ReactFlowProvider>
  );
}
