import type { AgentWorkflow, WorkflowCondition, WorkflowNode, WorkflowNodeType } from "@chorus/contract";

/**
 * The workflow editor's changes, each applied to a draft's copy of the workflow (the agent
 * editor's `change` recipes), so the canvas, the side panel and the keyboard list make the same
 * edits and the save bar saves them with the rest of the agent.
 */

export type Position = { x: number; y: number };
/** The part of the canvas on screen, in its coordinates. */
export type Visible = Position & { width: number; height: number };

/** The node kinds the palette adds (update_state nodes made elsewhere are kept and shown). */
export const paletteKinds = [
  "override_agent",
  "standalone_agent",
  "phone_number",
  "tool",
  "say",
  "end",
] as const satisfies readonly WorkflowNodeType[];
export type PaletteKind = (typeof paletteKinds)[number];

/** The id the hosted product gives a new workflow's start node. */
export const startNodeId = "start_node";

/**
 * A fresh id: the prefix and 12 random hex digits, not already taken. getRandomValues, unlike
 * randomUUID, works on a plain-http address too (a server on the local network).
 */
export function newId(prefix: string, taken: (id: string) => boolean): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(6));
    const id = `${prefix}_${[...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
    if (!taken(id)) return id;
  }
}

const rounded = (position: Position): Position => ({ x: Math.round(position.x), y: Math.round(position.y) });

/** A workflow with only its start node: where the editor begins. */
export function startedWorkflow(): AgentWorkflow {
  return {
    nodes: { [startNodeId]: { type: "start", position: { x: 0, y: 0 }, edge_order: [] } },
    edges: {},
    prevent_subagent_loops: false,
  };
}

/** The texts a new node starts with (in the page's language), since labels and say texts are required. */
export interface NewNodeTexts {
  subagentLabel: string;
  sayLabel: string;
  sayText: string;
}

/** A new node of `kind` with every field the server would fill, so a saved and a fresh draft compare equal. */
export function newNode(kind: PaletteKind, position: Position, texts: NewNodeTexts): WorkflowNode {
  const base = { position: rounded(position), edge_order: [] };
  const overrides = {
    conversation_config: {},
    additional_prompt: "",
    additional_knowledge_base: [],
    additional_tool_ids: [],
  };
  switch (kind) {
    case "override_agent":
      return { type: kind, ...base, ...overrides, label: texts.subagentLabel, entry_behavior: "auto" };
    case "standalone_agent":
      return {
        type: kind,
        ...base,
        agent_id: null,
        delay_ms: 0,
        enable_transferred_agent_first_message: false,
        preserve_client_tts_overrides: false,
        preserve_voice_settings: false,
      };
    case "phone_number":
      return {
        type: kind,
        ...base,
        transfer_destination: { type: "phone", phone_number: "" },
        transfer_type: "conference",
        custom_sip_headers: [],
        sip_refer_play_dialtone: false,
      };
    case "tool":
      return { type: kind, ...base, tools: [] };
    case "say":
      return {
        type: kind,
        ...base,
        ...overrides,
        label: texts.sayLabel,
        message: { type: "literal", text: texts.sayText, text_translations: {} },
        wait_for_speech_completion: true,
        wait_for_user_response: false,
      };
    case "end":
      return { type: kind, ...base, outcome: "success" };
  }
}

/** A node's room on the canvas (the widest node and a gap), for placing new ones. */
const slot = { width: 220, height: 90 };

/** Places around a wanted one, nearest first; below and beside before above (the flow reads downwards). */
const placements = Array.from(
  { length: 81 },
  (_, index) => [(index % 9) - 4, Math.floor(index / 9) - 4] as const,
)
  .map(([column, row]) => ({ column, row, cost: Math.abs(column) + Math.abs(row) + (row < 0 ? 1.5 : 0) }))
  .sort((a, b) => a.cost - b.cost);

/**
 * Where to put a new node near `wanted` (the middle of the visible canvas): the nearest place
 * that no node's top-left corner is within a node's size of, inside `visible` (what the canvas
 * shows) when one is free there, so nodes added one after another neither hide each other nor
 * land out of sight.
 */
export function freePosition(workflow: AgentWorkflow, wanted: Position, visible?: Visible): Position {
  const taken = Object.values(workflow.nodes).map((node) => node.position);
  const free = (place: Position) =>
    !taken.some((other) => Math.abs(other.x - place.x) < 180 && Math.abs(other.y - place.y) < 70);
  const shown = (place: Position) =>
    !visible ||
    (place.x >= visible.x &&
      place.y >= visible.y &&
      place.x + slot.width <= visible.x + visible.width &&
      place.y + slot.height <= visible.y + visible.height);
  const candidates = placements.map(({ column, row }) =>
    rounded({ x: wanted.x + column * slot.width, y: wanted.y + row * slot.height }),
  );
  const found = candidates.find((place) => free(place) && shown(place)) ?? candidates.find(free);
  if (found) return found;
  // Crowded all around: below every node.
  return rounded({ x: wanted.x, y: Math.max(...taken.map((place) => place.y)) + slot.height });
}

/** Ids for a new node and a new edge of `workflow` (made before the change, so the editor can select them). */
export const newNodeId = (workflow: AgentWorkflow) =>
  newId("node", (candidate) => Object.hasOwn(workflow.nodes, candidate));
export const newEdgeId = (workflow: AgentWorkflow) =>
  newId("edge", (candidate) => Object.hasOwn(workflow.edges, candidate));

export function addNode(workflow: AgentWorkflow, nodeId: string, node: WorkflowNode) {
  workflow.nodes[nodeId] = node;
}

export function moveNode(workflow: AgentWorkflow, nodeId: string, position: Position) {
  const node = workflow.nodes[nodeId];
  if (node) node.position = rounded(position);
}

/** Whether an edge may join `source` to `target`: two different nodes, not out of an end or into the start, once. */
export function canConnect(workflow: AgentWorkflow, source: string, target: string): boolean {
  const from = workflow.nodes[source];
  const to = workflow.nodes[target];
  if (!from || !to || source === target || from.type === "end" || to.type === "start") return false;
  return !Object.values(workflow.edges).some((edge) => edge.source === source && edge.target === target);
}

/**
 * The condition a new edge starts with: unconditional out of the start node (the conversation just
 * begins) unless it already has one, "succeeded" out of a tool node, else none, so the problems
 * list asks for one.
 */
export function initialCondition(workflow: AgentWorkflow, source: string): WorkflowCondition | null {
  const type = workflow.nodes[source]?.type;
  if (type === "tool") return { type: "result", successful: true };
  if (type !== "start") return null;
  const hasUnconditional = Object.values(workflow.edges).some(
    (edge) => edge.source === source && edge.forward_condition?.type === "unconditional",
  );
  return hasUnconditional ? null : { type: "unconditional" };
}

/** Joins two nodes (after `canConnect`); the edge is tried after the source's others. */
export function connect(workflow: AgentWorkflow, edgeId: string, source: string, target: string) {
  workflow.edges[edgeId] = { source, target, forward_condition: initialCondition(workflow, source) };
  workflow.nodes[source]?.edge_order.push(edgeId);
}

export function removeEdges(workflow: AgentWorkflow, edgeIds: readonly string[]) {
  const gone = new Set(edgeIds);
  for (const edgeId of gone) delete workflow.edges[edgeId];
  for (const node of Object.values(workflow.nodes))
    node.edge_order = node.edge_order.filter((edgeId) => !gone.has(edgeId));
}

/** Removes nodes and the edges that touch them; the start node stays (a workflow needs it). */
export function removeNodes(workflow: AgentWorkflow, nodeIds: readonly string[]) {
  const gone = new Set(nodeIds.filter((nodeId) => workflow.nodes[nodeId]?.type !== "start"));
  for (const nodeId of gone) delete workflow.nodes[nodeId];
  removeEdges(
    workflow,
    Object.entries(workflow.edges)
      .filter(([, edge]) => gone.has(edge.source) || gone.has(edge.target))
      .map(([edgeId]) => edgeId),
  );
}

/** The condition an edge gets when its kind is chosen, keeping its label (and its text when it stays an llm one). */
export function conditionOfType(
  type: WorkflowCondition["type"],
  previous: WorkflowCondition | null,
): WorkflowCondition {
  const label = previous?.label ? { label: previous.label } : {};
  switch (type) {
    case "unconditional":
      return { type, ...label };
    case "llm":
      return { type, ...label, condition: previous?.type === "llm" ? previous.condition : "" };
    case "expression":
      return {
        type,
        ...label,
        expression: {
          type: "eq_operator",
          left: { type: "dynamic_variable", name: "" },
          right: { type: "string_literal", value: "" },
        },
      };
    case "result":
      return { type, ...label, successful: true };
  }
}
