import { type AgentWorkflow, emptyWorkflow } from "@chorus/contract";
import { type Dispatch, type SetStateAction, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AgentDraft } from "../editor/agent-draft.ts";
import type { ChangeDraft } from "../hooks/use-agent-editor.ts";
import {
  addNode,
  canConnect,
  connect,
  freePosition,
  moveNode,
  newEdgeId,
  newNode,
  newNodeId,
  type PaletteKind,
  type Position,
  removeEdges,
  removeNodes,
  startedWorkflow,
  type Visible,
} from "./workflow-edits.ts";
import type { Selection } from "./workflow-flow.ts";

/** What the canvas, the side panel and the keyboard list do to the draft's workflow. */
export interface WorkflowActions {
  workflow: AgentWorkflow;
  readOnly: boolean;
  /** The node or edge being edited (null when none, or when it is gone). */
  selection: Selection | null;
  select: Dispatch<SetStateAction<Selection | null>>;
  edit: (recipe: (workflow: AgentWorkflow) => void) => void;
  start: () => void;
  clear: () => void;
  /** Adds a node near `wanted` (inside `visible` if there is room) and selects it. */
  add: (kind: PaletteKind, wanted: Position, visible?: Visible) => void;
  move: (moves: readonly [string, Position][]) => void;
  /** Joins two nodes and selects the new edge (its id); null when they cannot be joined. */
  connect: (source: string, target: string) => string | null;
  removeNodes: (nodeIds: readonly string[]) => void;
  removeEdges: (edgeIds: readonly string[]) => void;
}

export function useWorkflowActions({
  draft,
  change,
  readOnly,
}: {
  draft: AgentDraft;
  change: ChangeDraft;
  readOnly: boolean;
}): WorkflowActions {
  const { t } = useTranslation();
  const workflow = draft.workflow;
  const [selected, select] = useState<Selection | null>(null);
  const exists = (item: Selection) =>
    Object.hasOwn(item.kind === "node" ? workflow.nodes : workflow.edges, item.id);
  const selection = selected && exists(selected) ? selected : null;
  const edit = (recipe: (workflow: AgentWorkflow) => void) => {
    if (!readOnly) change((d) => recipe(d.workflow));
  };
  return {
    workflow,
    readOnly,
    selection,
    select,
    edit,
    start: () => edit((w) => Object.assign(w, startedWorkflow())),
    clear: () => {
      select(null);
      edit((w) => Object.assign(w, emptyWorkflow()));
    },
    add: (kind, wanted, visible) => {
      if (readOnly) return;
      const nodeId = newNodeId(workflow);
      const node = newNode(kind, freePosition(workflow, wanted, visible), {
        subagentLabel: t("agentWorkflow.newNode.subagentLabel"),
        sayLabel: t("agentWorkflow.newNode.sayLabel"),
        sayText: t("agentWorkflow.newNode.sayText"),
      });
      edit((w) => addNode(w, nodeId, node));
      select({ kind: "node", id: nodeId });
    },
    move: (moves) =>
      edit((w) => {
        for (const [nodeId, position] of moves) moveNode(w, nodeId, position);
      }),
    connect: (source, target) => {
      if (readOnly || !canConnect(workflow, source, target)) return null;
      const edgeId = newEdgeId(workflow);
      edit((w) => connect(w, edgeId, source, target));
      select({ kind: "edge", id: edgeId });
      return edgeId;
    },
    removeNodes: (nodeIds) => edit((w) => removeNodes(w, nodeIds)),
    removeEdges: (edgeIds) => edit((w) => removeEdges(w, edgeIds)),
  };
}
