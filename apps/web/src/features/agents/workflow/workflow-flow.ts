import type { AgentWorkflow, WorkflowNodeType } from "@chorus/contract";
import type { Edge, EdgeChange, Node, NodeChange } from "@xyflow/react";
import type { Position } from "./workflow-edits.ts";
import type { NodeText } from "./workflow-labels.ts";

/**
 * The workflow as React Flow draws it, and React Flow's changes read back. The draft's workflow is
 * the one truth: nodes and edges are derived from it on every render, with what only the canvas
 * knows kept beside it (measured sizes, positions mid-drag, the selection). A drag moves the node
 * on the canvas only; where it is dropped goes into the draft, so the draft changes once per move.
 */

export type Selection = { kind: "node" | "edge"; id: string };

export interface CanvasState {
  /** Sizes React Flow measured (it draws edges and hides unmeasured nodes by them). */
  measured: ReadonlyMap<string, { width: number; height: number }>;
  /** Nodes being dragged, where they are now. */
  dragging: ReadonlyMap<string, Position>;
}

export const emptyCanvasState = (): CanvasState => ({ measured: new Map(), dragging: new Map() });

export interface WorkflowNodeData extends Record<string, unknown> {
  kind: WorkflowNodeType;
  text: NodeText;
  problem: boolean;
}

export type WorkflowFlowNode = Node<WorkflowNodeData, "workflow">;
export type WorkflowFlowEdge = Edge<{ problem: boolean }>;

export interface FlowView {
  selection: Selection | null;
  textOf: (nodeId: string) => NodeText;
  conditionOf: (edgeId: string) => string;
  problemNodes: ReadonlySet<string>;
  problemEdges: ReadonlySet<string>;
  readOnly: boolean;
  /** "has a problem", appended to a flagged node's or edge's accessible name. */
  problemNote: string;
  edgeName: (from: string, to: string, condition: string) => string;
}

export function flowNodesOf(
  workflow: AgentWorkflow,
  canvas: CanvasState,
  view: FlowView,
): WorkflowFlowNode[] {
  return Object.entries(workflow.nodes).map(([id, node]) => {
    const text = view.textOf(id);
    const problem = view.problemNodes.has(id);
    return {
      id,
      type: "workflow",
      position: canvas.dragging.get(id) ?? node.position,
      data: { kind: node.type, text, problem },
      selected: view.selection?.kind === "node" && view.selection.id === id,
      measured: canvas.measured.get(id),
      // A workflow needs its start node; a viewer moves and removes nothing.
      deletable: !view.readOnly && node.type !== "start",
      draggable: !view.readOnly,
      ariaLabel: [`${text.kind}: ${text.title}`, text.detail, problem ? view.problemNote : ""]
        .filter(Boolean)
        .join(", "),
    };
  });
}

export function flowEdgesOf(workflow: AgentWorkflow, view: FlowView): WorkflowFlowEdge[] {
  return (
    Object.entries(workflow.edges)
      // An edge to a node that is not there cannot be drawn; the problems list names it.
      .filter(
        ([, edge]) =>
          Object.hasOwn(workflow.nodes, edge.source) && Object.hasOwn(workflow.nodes, edge.target),
      )
      .map(([id, edge]) => {
        const problem = view.problemEdges.has(id);
        const label = view.conditionOf(id);
        return {
          id,
          source: edge.source,
          target: edge.target,
          label,
          data: { problem },
          className: problem ? "workflow-edge workflow-edge--problem" : "workflow-edge",
          selected: view.selection?.kind === "edge" && view.selection.id === id,
          deletable: !view.readOnly,
          ariaLabel: [
            view.edgeName(view.textOf(edge.source).title, view.textOf(edge.target).title, label),
            problem ? view.problemNote : "",
          ]
            .filter(Boolean)
            .join(", "),
        };
      })
  );
}

/** The selection after React Flow's select changes of one kind (nodes or edges). */
export function selectionAfter(
  current: Selection | null,
  changes: readonly (NodeChange | EdgeChange)[],
  kind: Selection["kind"],
): Selection | null {
  let next = current;
  for (const change of changes) {
    if (change.type === "select") {
      if (change.selected) next = { kind, id: change.id };
      else if (next?.kind === kind && next.id === change.id) next = null;
    } else if (change.type === "remove" && next?.kind === kind && next.id === change.id) next = null;
  }
  return next;
}

export interface ReadNodeChanges {
  canvas: CanvasState;
  /** Nodes dropped (or moved with the arrow keys): their new positions, for the draft. */
  moved: [string, Position][];
  removed: string[];
}

/**
 * What React Flow's node changes mean: sizes and drag positions stay on the canvas (the same
 * state object when nothing changed, so a measurement that repeats does not render again), drops
 * and removals go to the draft.
 */
export function readNodeChanges(canvas: CanvasState, changes: readonly NodeChange[]): ReadNodeChanges {
  let measured = canvas.measured;
  let dragging = canvas.dragging;
  const moved: [string, Position][] = [];
  const removed: string[] = [];
  for (const change of changes) {
    if (change.type === "dimensions" && change.dimensions) {
      const { width, height } = change.dimensions;
      const known = measured.get(change.id);
      if (known?.width === width && known.height === height) continue;
      if (measured === canvas.measured) measured = new Map(measured);
      (measured as Map<string, { width: number; height: number }>).set(change.id, { width, height });
    } else if (change.type === "position") {
      if (dragging === canvas.dragging) dragging = new Map(dragging);
      const drags = dragging as Map<string, Position>;
      if (change.dragging) {
        if (change.position) drags.set(change.id, change.position);
      } else {
        const dropped = change.position ?? drags.get(change.id);
        if (dropped) moved.push([change.id, dropped]);
        drags.delete(change.id);
      }
    } else if (change.type === "remove") removed.push(change.id);
  }
  const unchanged = measured === canvas.measured && dragging === canvas.dragging;
  return { canvas: unchanged ? canvas : { measured, dragging }, moved, removed };
}
