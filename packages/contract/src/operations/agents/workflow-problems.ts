import { messages } from "../../errors/messages.ts";
import type { WorkflowNodeType } from "./workflow-schema.ts";

export type WorkflowProblemCode =
  | "start_node_missing"
  | "start_node_duplicate"
  | "edge_node_unknown"
  | "edge_condition_missing"
  | "unconditional_edge_duplicate"
  | "end_node_outgoing_edge"
  | "edge_order_unknown"
  | "node_without_incoming_edge"
  | "node_unreachable"
  | "standalone_agent_missing"
  | "subagent_loop";

export interface WorkflowProblem {
  code: WorkflowProblemCode;
  node_id?: string;
  edge_id?: string;
  message: string;
}

/**
 * The parts of a workflow its rules read, so a draft (defaults not yet filled) and a stored
 * workflow are both checked the same way.
 */
export interface WorkflowGraph {
  nodes?: Record<string, { type: WorkflowNodeType; edge_order?: string[] | null; agent_id?: string | null }>;
  edges?: Record<
    string,
    { source: string; target: string; forward_condition?: object | null; backward_condition?: object | null }
  >;
  prevent_subagent_loops?: boolean | null;
}

export interface WorkflowProblemsContext {
  /** The agent the workflow belongs to: a node handing over to it is a loop too. */
  agentId?: string;
}

const agentNodeTypes = new Set<WorkflowNodeType>(["override_agent", "standalone_agent"]);

/**
 * Everything wrong with a workflow's graph, in a stable order (start node, edges in their order,
 * then nodes in theirs); empty when it can run. An empty workflow (no nodes) has none: the agent
 * then has no workflow. Pure, so the editor shows the same problems the save refuses; linear in
 * nodes and edges (at most 100 and 200).
 */
export function workflowProblems(
  workflow: WorkflowGraph,
  context: WorkflowProblemsContext = {},
): WorkflowProblem[] {
  const nodes = workflow.nodes ?? {};
  const edges = Object.entries(workflow.edges ?? {});
  const nodeIds = Object.keys(nodes);
  if (nodeIds.length === 0) return [];
  const problems: WorkflowProblem[] = [];

  const startIds = nodeIds.filter((nodeId) => nodes[nodeId]!.type === "start");
  if (startIds.length === 0)
    problems.push({ code: "start_node_missing", message: messages.workflowStartNodeMissing });
  for (const nodeId of startIds.slice(1))
    problems.push({
      code: "start_node_duplicate",
      node_id: nodeId,
      message: messages.workflowStartNodeDuplicate(nodeId),
    });

  const unconditionalFrom = new Set<string>();
  for (const [edgeId, edge] of edges) {
    for (const end of [edge.source, edge.target])
      if (!Object.hasOwn(nodes, end))
        problems.push({
          code: "edge_node_unknown",
          edge_id: edgeId,
          node_id: end,
          message: messages.workflowEdgeNodeUnknown(edgeId, end),
        });
    const condition = edge.forward_condition as { type?: string } | null | undefined;
    if (!condition)
      problems.push({
        code: "edge_condition_missing",
        edge_id: edgeId,
        message: messages.workflowEdgeConditionMissing(edgeId),
      });
    else if (condition.type === "unconditional") {
      if (unconditionalFrom.has(edge.source))
        problems.push({
          code: "unconditional_edge_duplicate",
          edge_id: edgeId,
          node_id: edge.source,
          message: messages.workflowUnconditionalEdgeDuplicate(edge.source, edgeId),
        });
      unconditionalFrom.add(edge.source);
    }
    if (nodes[edge.source]?.type === "end")
      problems.push({
        code: "end_node_outgoing_edge",
        edge_id: edgeId,
        node_id: edge.source,
        message: messages.workflowEndNodeOutgoingEdge(edge.source, edgeId),
      });
  }

  const outgoing = adjacency(nodeIds, edges);
  // An edge leads into its target, and back into its source when it has a backward condition.
  const incoming = new Set<string>();
  for (const [, edge] of edges) {
    if (edge.source === edge.target) continue;
    incoming.add(edge.target);
    if (edge.backward_condition) incoming.add(edge.source);
  }
  const reachable = startIds.length > 0 ? reachableFrom(startIds[0]!, outgoing) : new Set<string>();
  const edgeSources = new Map(edges.map(([edgeId, edge]) => [edgeId, edge.source]));
  for (const [nodeId, node] of Object.entries(nodes)) {
    for (const edgeId of node.edge_order ?? [])
      if (edgeSources.get(edgeId) !== nodeId)
        problems.push({
          code: "edge_order_unknown",
          node_id: nodeId,
          edge_id: edgeId,
          message: messages.workflowEdgeOrderUnknown(nodeId, edgeId),
        });
    if (node.type !== "start" && !incoming.has(nodeId))
      problems.push({
        code: "node_without_incoming_edge",
        node_id: nodeId,
        message: messages.workflowNodeWithoutIncomingEdge(nodeId),
      });
    else if (node.type !== "start" && startIds.length > 0 && !reachable.has(nodeId))
      problems.push({
        code: "node_unreachable",
        node_id: nodeId,
        message: messages.workflowNodeUnreachable(nodeId),
      });
    if (node.type === "standalone_agent" && !node.agent_id)
      problems.push({
        code: "standalone_agent_missing",
        node_id: nodeId,
        message: messages.workflowStandaloneAgentMissing(nodeId),
      });
  }

  if (workflow.prevent_subagent_loops) {
    const looping = new Set(nodesOnCycles(nodeIds, outgoing));
    for (const [nodeId, node] of Object.entries(nodes)) {
      const handsBack = context.agentId !== undefined && node.agent_id === context.agentId;
      if (agentNodeTypes.has(node.type) && (looping.has(nodeId) || handsBack))
        problems.push({
          code: "subagent_loop",
          node_id: nodeId,
          message: messages.workflowSubagentLoop(nodeId),
        });
    }
  }
  return problems;
}

/**
 * Where a problem's field is in an agent request, for a 422's `loc`: the edge's condition, the
 * edge, the node, or the nodes as a whole.
 */
export function workflowProblemLocation(problem: WorkflowProblem): (string | number)[] {
  const root = ["body", "workflow"];
  if (problem.code === "edge_condition_missing")
    return [...root, "edges", problem.edge_id!, "forward_condition"];
  if (problem.code === "edge_order_unknown") return [...root, "nodes", problem.node_id!, "edge_order"];
  if (problem.code === "standalone_agent_missing") return [...root, "nodes", problem.node_id!, "agent_id"];
  if (problem.edge_id !== undefined) return [...root, "edges", problem.edge_id];
  if (problem.node_id !== undefined) return [...root, "nodes", problem.node_id];
  return [...root, "nodes"];
}

type Edges = [string, { source: string; target: string; backward_condition?: object | null }][];

/** Where the conversation can go from each node: along edges, and back along those with a backward condition. */
function adjacency(nodeIds: string[], edges: Edges): Map<string, string[]> {
  const next = new Map(nodeIds.map((nodeId) => [nodeId, [] as string[]]));
  for (const [, edge] of edges) {
    if (!next.has(edge.source) || !next.has(edge.target)) continue;
    next.get(edge.source)!.push(edge.target);
    if (edge.backward_condition) next.get(edge.target)!.push(edge.source);
  }
  return next;
}

function reachableFrom(start: string, next: Map<string, string[]>): Set<string> {
  const seen = new Set([start]);
  const pending = [start];
  for (let nodeId = pending.pop(); nodeId !== undefined; nodeId = pending.pop())
    for (const target of next.get(nodeId) ?? [])
      if (!seen.has(target)) {
        seen.add(target);
        pending.push(target);
      }
  return seen;
}

/**
 * Nodes that lie on a cycle: those in a strongly connected component of more than one node, or
 * with an edge to themselves (Tarjan's algorithm, iterative so no graph deepens the stack).
 */
function nodesOnCycles(nodeIds: string[], next: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[] = [];
  let counter = 0;
  for (const root of nodeIds) {
    if (index.has(root)) continue;
    const frames: { nodeId: string; child: number }[] = [{ nodeId: root, child: 0 }];
    index.set(root, counter);
    lowLink.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1]!;
      const targets = next.get(frame.nodeId)!;
      if (frame.child < targets.length) {
        const target = targets[frame.child++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          frames.push({ nodeId: target, child: 0 });
        } else if (onStack.has(target))
          lowLink.set(frame.nodeId, Math.min(lowLink.get(frame.nodeId)!, index.get(target)!));
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent)
        lowLink.set(parent.nodeId, Math.min(lowLink.get(parent.nodeId)!, lowLink.get(frame.nodeId)!));
      if (lowLink.get(frame.nodeId) !== index.get(frame.nodeId)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.nodeId);
      if (component.length > 1 || targets.includes(frame.nodeId)) found.push(...component);
    }
  }
  return found;
}
