import type { AgentWorkflow, WorkflowCondition } from "@chorus/contract";

/** A way out of a node: along an edge (its forward condition) or back along one (its backward condition). */
export interface WorkflowMove {
  edgeId: string;
  condition: WorkflowCondition;
  to: string;
}

/**
 * The moves out of a node in the order they are tried: its edges in `edge_order` (then the rest as
 * stored), then the way back along edges into it that have a backward condition. An edge without a
 * condition, or to a node that is not there, is never a move (the save refuses both anyway).
 */
export function movesFrom(workflow: AgentWorkflow, nodeId: string): WorkflowMove[] {
  const edges = Object.entries(workflow.edges);
  const order = workflow.nodes[nodeId]?.edge_order ?? [];
  const rank = (edgeId: string) => {
    const at = order.indexOf(edgeId);
    return at < 0 ? order.length : at;
  };
  const forward = edges
    .filter(([, edge]) => edge.source === nodeId && edge.forward_condition)
    .map(([edgeId, edge], index) => ({ edgeId, index, move: edge }))
    .sort((a, b) => rank(a.edgeId) - rank(b.edgeId) || a.index - b.index)
    .map(({ edgeId, move }) => ({ edgeId, condition: move.forward_condition!, to: move.target }));
  const backward = edges
    .filter(([, edge]) => edge.target === nodeId && edge.backward_condition)
    .map(([edgeId, edge]) => ({ edgeId, condition: edge.backward_condition!, to: edge.source }));
  return [...forward, ...backward].filter((move) => Object.hasOwn(workflow.nodes, move.to));
}

/** The start node of a workflow that has nodes (the save makes sure there is exactly one). */
export function startNodeOf(workflow: AgentWorkflow): string | undefined {
  return Object.entries(workflow.nodes).find(([, node]) => node.type === "start")?.[0];
}
