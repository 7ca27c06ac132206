import {
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  MarkerType,
  type NodeChange,
  ReactFlow,
} from "@xyflow/react";
import { type Ref, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { WorkflowActions } from "./use-workflow-actions.ts";
import { WorkflowNodeView } from "./WorkflowNodeView.tsx";
import { canConnect } from "./workflow-edits.ts";
import {
  emptyCanvasState,
  type FlowView,
  flowEdgesOf,
  flowNodesOf,
  readNodeChanges,
  selectionAfter,
  type WorkflowFlowEdge,
  type WorkflowFlowNode,
} from "./workflow-flow.ts";

const nodeTypes = { workflow: WorkflowNodeView };
const defaultEdgeOptions = { markerEnd: { type: MarkerType.ArrowClosed } };
// The page scrolls over the canvas; zoom is the controls', a pinch's or Ctrl + wheel's.
const noZoomOnScroll = { zoomOnScroll: false, panOnScroll: false, preventScrolling: false } as const;

/**
 * The workflow on a React Flow canvas: nodes dragged (dropped positions saved), joined by dragging
 * from a node's lower dot to another node, selected to edit in the side panel, removed with Delete
 * or Backspace. Its texts for screen readers are the page's language.
 */
export function WorkflowCanvas({
  actions,
  view,
  wrapperRef,
}: {
  actions: WorkflowActions;
  view: FlowView;
  wrapperRef: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  const { workflow, readOnly } = actions;
  const [canvas, setCanvas] = useState(emptyCanvasState);
  // React Flow may report several changes before the next render: each reads the latest state.
  const latest = useRef(canvas);
  latest.current = canvas;
  const nodes = flowNodesOf(workflow, canvas, view);
  const edges = flowEdgesOf(workflow, view);

  const onNodesChange = (changes: NodeChange<WorkflowFlowNode>[]) => {
    if (changes.some((change) => change.type === "select" || change.type === "remove"))
      actions.select((current) => selectionAfter(current, changes, "node"));
    const read = readNodeChanges(latest.current, changes);
    latest.current = read.canvas;
    setCanvas(read.canvas);
    if (readOnly) return;
    if (read.moved.length > 0) actions.move(read.moved);
    if (read.removed.length > 0) actions.removeNodes(read.removed);
  };
  const onEdgesChange = (changes: EdgeChange<WorkflowFlowEdge>[]) => {
    actions.select((current) => selectionAfter(current, changes, "edge"));
    const removed = changes.flatMap((change) => (change.type === "remove" ? [change.id] : []));
    if (!readOnly && removed.length > 0) actions.removeEdges(removed);
  };
  const onConnect = ({ source, target }: Connection) => actions.connect(source, target);

  const ariaLabelConfig = useMemo(
    () => ({
      "node.a11yDescription.default": t("agentWorkflow.flow.nodeDescription"),
      "node.a11yDescription.keyboardDisabled": t("agentWorkflow.flow.nodeDescriptionReadOnly"),
      "node.a11yDescription.ariaLiveMessage": ({ x, y }: { x: number; y: number }) =>
        t("agentWorkflow.flow.nodeMoved", { x: Math.round(x), y: Math.round(y) }),
      "edge.a11yDescription.default": t("agentWorkflow.flow.edgeDescription"),
      "controls.ariaLabel": t("agentWorkflow.flow.controls"),
      "controls.zoomIn.ariaLabel": t("agentWorkflow.flow.zoomIn"),
      "controls.zoomOut.ariaLabel": t("agentWorkflow.flow.zoomOut"),
      "controls.fitView.ariaLabel": t("agentWorkflow.flow.fitView"),
      "controls.interactive.ariaLabel": t("agentWorkflow.flow.interactive"),
      "minimap.ariaLabel": t("agentWorkflow.flow.minimap"),
      "handle.ariaLabel": t("agentWorkflow.flow.handle"),
    }),
    [t],
  );

  return (
    <section ref={wrapperRef} className="workflow-canvas" aria-label={t("agentWorkflow.canvas.label")}>
      <ReactFlow<WorkflowFlowNode, WorkflowFlowEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        defaultEdgeOptions={defaultEdgeOptions}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        isValidConnection={(connection) => canConnect(workflow, connection.source, connection.target)}
        nodesConnectable={!readOnly}
        deleteKeyCode={readOnly ? null : ["Delete", "Backspace"]}
        // One thing is edited at a time: no box or multiple selection.
        selectionKeyCode={null}
        multiSelectionKeyCode={null}
        fitView
        fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
        minZoom={0.2}
        ariaLabelConfig={ariaLabelConfig}
        {...noZoomOnScroll}
      >
        <Background gap={20} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </section>
  );
}
