import { inputLimits } from "../bounds/input-limits.ts";

/**
 * Limits of an agent's workflow (issue 19 §3). Neither the spec nor the SDK gives any: these are
 * Chorus bounds, far above a workflow a person draws and far below what would make a stored agent,
 * the save-time checks or a conversation turn that walks the graph expensive.
 */
export const workflowLimits = {
  /** Nodes and edges of one workflow. */
  nodes: 100,
  edges: 200,
  /** A node's or an edge's id (the keys of `nodes` and `edges`). */
  idCharacters: inputLimits.idCharacters,
  /** Labels of nodes and conditions. */
  labelCharacters: inputLimits.nameCharacters,
  /** An llm condition: the question a model (or the embedded engine's word rule) answers. */
  conditionCharacters: inputLimits.descriptionCharacters,
  /** A node's additional prompt (added to the agent's while the conversation is in the node). */
  additionalPromptCharacters: 20_000,
  /** A say node's text (as long as a first message) and its prompt. */
  sayCharacters: 4_000,
  /** Tools of one tool node, tools and knowledge-base entries a node adds, state updates of one node. */
  toolsPerNode: 20,
  knowledgeBasePerNode: 20,
  stateUpdatesPerNode: 20,
  /** Nested levels of one expression (a literal alone is level 1), and its nodes all told. */
  expressionDepth: 10,
  expressionNodes: 100,
  /** Operands of one and/or, and a string literal's length. */
  expressionChildren: 20,
  expressionStringCharacters: 2_000,
  /** Canvas coordinates. */
  position: 1_000_000,
  /**
   * Nodes one caller turn may enter: a graph whose conditions keep holding (a loop through say or
   * tool nodes) stops there instead of spinning.
   */
  nodesEnteredPerTurn: 20,
} as const;
